import { fireEvent, render, screen, within } from '@testing-library/react';
import { SlideDots } from './SlideDots';

const NAMES = ['Kerala', 'Goa', 'Jaipur'];

describe('SlideDots', () => {
  it('names each dot after its slide and marks the current one', () => {
    render(<SlideDots names={NAMES} current={1} onChoose={() => {}} look="onPage" />);
    const dots = within(screen.getByRole('group', { name: 'Choose a slide' })).getAllByRole(
      'button',
    );
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Slide 1: Kerala',
      'Slide 2: Goa',
      'Slide 3: Jaipur',
    ]);
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
    expect(dots[2]).not.toHaveAttribute('aria-current');
  });

  it('chooses the slide of the dot pressed', () => {
    const onChoose = jest.fn();
    render(<SlideDots names={NAMES} current={0} onChoose={onChoose} look="overPicture" />);
    fireEvent.click(screen.getByRole('button', { name: 'Slide 3: Jaipur' }));
    expect(onChoose).toHaveBeenCalledWith(2);
  });
});
