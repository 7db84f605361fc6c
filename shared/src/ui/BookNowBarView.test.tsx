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

  it('states a 7-digit price whole, with Book Now in its own column that keeps it on one line', () => {
    render(<BookNowBarView price={1049999} maxPrice={1249999} gst="included" days={8} />);
    const bar = screen.getByRole('region', { name: 'Book this package' });
    expect(bar).toHaveTextContent(
      '₹10,49,999 – ₹12,49,999 per personGST included7 Nights / 8 Days',
    );
    // jsdom has no layout: the e2e (fit-375.spec.ts) measures the line; here, that the button
    // carries the class that keeps it whole (identity-obj-proxy maps the class name).
    const button = screen.getByRole('button', { name: 'Book Now' });
    expect(button).toHaveClass('action');
    expect(button).toHaveTextContent(/^Book Now$/);
  });

  it('keeps a class the caller gives the button beside its own', () => {
    render(<BookNowBarView price={9499} days={3} className="caller" />);
    expect(screen.getByRole('button', { name: 'Book Now' })).toHaveClass('action', 'caller');
  });
});
