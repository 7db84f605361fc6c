import { render, screen } from '@testing-library/react';
import { Price } from './price';

describe('INR prices', () => {
  it('renders the notes beside the amount', () => {
    render(<Price amount={25999} prefix="Starting From" suffix="per person" />);
    expect(screen.getByText('₹25,999')).toBeInTheDocument();
    expect(screen.getByText(/Starting From/)).toBeInTheDocument();
    expect(screen.getByText(/per person/)).toBeInTheDocument();
  });
});
