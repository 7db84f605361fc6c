import { render, screen } from '@testing-library/react';
import { BookNowBarView } from './BookNowBarView';

describe('BookNowBarView', () => {
  it('states the price range and GST as the package does, then its length', () => {
    render(<BookNowBarView price={9499} maxPrice={12499} gst={5} days={3} />);
    expect(screen.getByRole('region', { name: 'Book this package' })).toHaveTextContent(
      '₹9,499 – ₹12,499 per person+ 5% GST2 Nights / 3 Days',
    );
  });

  it('shows the price alone from a caller without the range or GST', () => {
    render(<BookNowBarView price={9499} days={3} />);
    const bar = screen.getByRole('region', { name: 'Book this package' });
    expect(bar).toHaveTextContent('₹9,499 per person');
    expect(bar).not.toHaveTextContent('GST');
  });
});
