import { useRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useClickOutside } from './useClickOutside';

function Dropdown({ onOutside, active }: { onOutside: () => void; active?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useClickOutside(ref, onOutside, active);
  return (
    <>
      <div ref={ref}>
        <button type="button">inside</button>
      </div>
      <button type="button">outside</button>
    </>
  );
}

describe('useClickOutside', () => {
  it('answers a press outside the element, not one inside it', () => {
    const onOutside = jest.fn();
    render(<Dropdown onOutside={onOutside} />);
    fireEvent.mouseDown(screen.getByText('inside'));
    expect(onOutside).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(onOutside).toHaveBeenCalledTimes(1);
  });

  it('does nothing while inactive', () => {
    const onOutside = jest.fn();
    render(<Dropdown onOutside={onOutside} active={false} />);
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(onOutside).not.toHaveBeenCalled();
  });
});
