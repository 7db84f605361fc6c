import { render, screen } from '@testing-library/react';
import { Price, formatInr } from './price';

describe('INR prices', () => {
  it.each([
    [14999, '₹14,999'],
    [125000, '₹1,25,000'],
    [10000000, '₹1,00,00,000'],
    [999.6, '₹1,000'],
  ])('formats %d as %s with Indian digit grouping', (amount, expected) => {
    expect(formatInr(amount)).toBe(expected);
  });

  it('renders the notes beside the amount', () => {
    render(<Price amount={25999} prefix="Starting From" suffix="per person" />);
    expect(screen.getByText('₹25,999')).toBeInTheDocument();
    expect(screen.getByText(/Starting From/)).toBeInTheDocument();
    expect(screen.getByText(/per person/)).toBeInTheDocument();
  });
});
