import { render, screen } from '@testing-library/react';
import { Eyebrow } from './Eyebrow';

/** Its classes, in any order (identity-obj-proxy maps each class to its own name). */
const classesOf = (text: string) => [...screen.getByText(text).classList].sort();

describe('Eyebrow', () => {
  it('is a paragraph in the saffron accent, 8px above the title, by default', () => {
    render(<Eyebrow>Travel themes</Eyebrow>);
    expect(classesOf('Travel themes')).toEqual(['accent', 'eyebrow']);
    expect(screen.getByText('Travel themes').tagName).toBe('P');
  });

  it('takes the pale tone over dark pictures, and the tight space', () => {
    render(
      <Eyebrow tone="onDark" tight>
        Ganga aarti
      </Eyebrow>,
    );
    expect(classesOf('Ganga aarti')).toEqual(['eyebrow', 'onDark', 'tight']);
  });

  it('sets no colour of its own with the inherit tone, so a caller className gives it', () => {
    render(
      <Eyebrow tone="inherit" className="pageColour">
        About us
      </Eyebrow>,
    );
    expect(classesOf('About us')).toEqual(['eyebrow', 'pageColour']);
  });
});
