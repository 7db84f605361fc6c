import { render, screen } from '@testing-library/react';
import { Eyebrow } from './Eyebrow';

describe('Eyebrow', () => {
  it('is a paragraph in the saffron accent, 8px above the title, by default', () => {
    render(<Eyebrow>Travel themes</Eyebrow>);
    // identity-obj-proxy maps each class to its own name.
    expect(screen.getByText('Travel themes')).toHaveClass('eyebrow', 'accent', { exact: true });
    expect(screen.getByText('Travel themes').tagName).toBe('P');
  });

  it('takes the pale tone over dark pictures, and the tight space', () => {
    render(
      <Eyebrow tone="onDark" tight>
        Ganga aarti
      </Eyebrow>,
    );
    expect(screen.getByText('Ganga aarti')).toHaveClass('eyebrow', 'tight', 'onDark', {
      exact: true,
    });
  });

  it('sets no colour of its own with the inherit tone, so a caller className gives it', () => {
    render(
      <Eyebrow tone="inherit" className="pageColour">
        About us
      </Eyebrow>,
    );
    expect(screen.getByText('About us')).toHaveClass('eyebrow', 'pageColour', { exact: true });
  });
});
