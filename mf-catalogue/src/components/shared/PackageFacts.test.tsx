import { render, screen } from '@testing-library/react';
import { BestMonths, DifficultyFact, StayFact } from './PackageFacts';

describe('StayFact', () => {
  it('shows "3-star hotels" with stars for hotels with three stars', () => {
    const { container } = render(<StayFact stay={['hotel']} rating={3} />);
    expect(screen.getByText('3-star hotels')).toBeInTheDocument();
    expect(container.querySelectorAll('svg')).toHaveLength(5);
  });

  it('shows hostels, huts and camps without stars, whatever the rating', () => {
    render(<StayFact stay={['hostel', 'beach-hut']} rating={0} />);
    expect(screen.getByText('Hostels and beach huts')).toBeInTheDocument();
    expect(screen.queryByText(/star/)).not.toBeInTheDocument();
  });

  it('never puts stars on camps, even from a row that has a rating', () => {
    render(<StayFact stay={['camp']} rating={4} />);
    expect(screen.getByText('Camps')).toBeInTheDocument();
    expect(screen.queryByText(/star/)).not.toBeInTheDocument();
  });

  it('draws stars for a rated resort only, and shows its houseboats apart without them', () => {
    const { container } = render(<StayFact stay={['resort', 'houseboat']} rating={4} />);
    const stars = screen.getByText('4-star resorts');
    expect(stars.parentElement?.querySelectorAll('svg')).toHaveLength(5);
    const houseboats = screen.getByText('Houseboats');
    expect(houseboats.textContent).toBe('Houseboats');
    expect(houseboats.querySelector('svg')).not.toBeNull(); // the bed, not a star
    expect(container.querySelectorAll('svg')).toHaveLength(6);
    expect(screen.queryByText(/houseboats.*star|star.*houseboats/i)).not.toBeInTheDocument();
  });

  it('puts no stars on houseboats or homestays, whatever the rating', () => {
    const { container } = render(<StayFact stay={['houseboat', 'homestay']} rating={5} />);
    expect(screen.getByText('Houseboats and homestays')).toBeInTheDocument();
    expect(screen.queryByText(/star/)).not.toBeInTheDocument();
    expect(container.querySelectorAll('svg')).toHaveLength(1);
  });

  it('falls back to the stars alone from an API without stay', () => {
    render(<StayFact rating={4} />);
    expect(screen.getByText('4-star hotels')).toBeInTheDocument();
  });
});

describe('BestMonths and DifficultyFact', () => {
  it('read "Best: Nov–Mar" and "Difficulty: Moderate"', () => {
    render(
      <>
        <BestMonths months={[11, 12, 1, 2, 3]} />
        <DifficultyFact difficulty="moderate" />
      </>,
    );
    expect(screen.getByText('Best: Nov–Mar')).toBeInTheDocument();
    expect(screen.getByText('Difficulty: Moderate')).toBeInTheDocument();
  });

  it('say plainly when the searched month is not one of the best months', () => {
    render(
      <>
        <BestMonths months={[10, 11, 12, 1, 2, 3]} searchedMonth={6} />
        <BestMonths months={[6, 7, 8, 9]} searchedMonth={6} />
        <BestMonths months={[6, 7, 8, 9]} searchedMonth={null} />
      </>,
    );
    expect(screen.getByText('Best months: Oct–Mar (not June)')).toBeInTheDocument();
    expect(screen.getAllByText('Best: Jun–Sep')).toHaveLength(2);
  });

  it('have nothing to warn of for a package that suits every month, or whose months are unknown', () => {
    const { container } = render(
      <>
        <BestMonths months={[]} searchedMonth={11} />
        <BestMonths searchedMonth={11} />
        <BestMonths months={[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]} searchedMonth={11} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('show nothing when not known, or when every month suits', () => {
    const { container } = render(
      <>
        <BestMonths months={[]} />
        <BestMonths months={[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]} />
        <DifficultyFact difficulty={null} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
