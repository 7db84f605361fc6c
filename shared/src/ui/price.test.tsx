import { render, screen } from '@testing-library/react';
import { Price } from './price';

describe('INR prices', () => {
  it('renders the notes beside the amount', () => {
    render(<Price amount={25999} prefix="Starting From" suffix="per person" />);
    expect(screen.getByText('₹25,999')).toBeInTheDocument();
    expect(screen.getByText(/Starting From/)).toBeInTheDocument();
    expect(screen.getByText(/per person/)).toBeInTheDocument();
  });

  it("shows a range without the single price's prefix when the top is above the start", () => {
    render(<Price amount={11999} maxAmount={15999} prefix="Starting From" suffix="per person" />);
    expect(screen.getByText('₹11,999 – ₹15,999')).toBeInTheDocument();
    expect(screen.queryByText(/Starting From/)).toBeNull();
    expect(screen.getByText(/per person/)).toBeInTheDocument();
  });

  it('shows one price when the top is not above the start', () => {
    render(<Price amount={9999} maxAmount={9999} prefix="Starting From" />);
    expect(screen.getByText('₹9,999')).toBeInTheDocument();
    expect(screen.getByText(/Starting From/)).toBeInTheDocument();
  });
});
