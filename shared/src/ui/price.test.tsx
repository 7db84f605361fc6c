import { render, screen } from '@testing-library/react';
import { PackagePrice, Price } from './price';

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

describe('PackagePrice', () => {
  it('shows the range and GST when the package has a top price', () => {
    const { container } = render(
      <PackagePrice
        price={11999}
        maxPrice={15999}
        gst={5}
        prefix="Starting From"
        suffix="per person"
      />,
    );
    expect(container).toHaveTextContent('₹11,999 – ₹15,999 per person+ 5% GST');
    expect(screen.queryByText(/Starting From/)).not.toBeInTheDocument();
  });

  it('keeps "Starting From" for a single price, and says when GST is included', () => {
    const { container } = render(
      <PackagePrice price={9999} maxPrice={null} gst="included" prefix="Starting From" />,
    );
    expect(container).toHaveTextContent('Starting From ₹9,999GST included');
  });

  it('says nothing of GST when the API does not', () => {
    const { container } = render(<PackagePrice price={9999} />);
    expect(container).not.toHaveTextContent('GST');
  });
});
