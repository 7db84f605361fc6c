import { render, screen } from '@testing-library/react';
import { Slide } from './Slide';

describe('Slide', () => {
  it('names the slide on show by its place and exposes it', () => {
    render(
      <Slide position={1} count={5} current className="slide" currentClassName="on">
        <a href="/goa">Goa</a>
      </Slide>,
    );
    const slide = screen.getByRole('group', { name: '2 of 5' });
    expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(slide).toHaveClass('slide', 'on');
    expect(slide).not.toHaveAttribute('aria-hidden');
    expect(screen.getByRole('link', { name: 'Goa' })).toBeInTheDocument();
  });

  it('hides the other slides from assistive technology and the tab order', () => {
    const { container } = render(
      <Slide position={0} count={5} current={false} className="slide" currentClassName="on">
        <a href="/goa">Goa</a>
      </Slide>,
    );
    const slide = container.firstElementChild!;
    expect(slide).toHaveAttribute('aria-hidden', 'true');
    expect(slide).toHaveAttribute('inert');
    expect(slide).not.toHaveClass('on');
    expect(screen.queryByRole('link', { name: 'Goa' })).not.toBeInTheDocument();
  });
});
