import { render, screen, within } from '@testing-library/react';
import { PackageIncludes } from './PackageIncludes';

const tiles = () =>
  within(screen.getByRole('region', { name: 'Package Includes' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('PackageIncludes', () => {
  it('shows the spec’s four tiles for a hotel trip with transport, meals and sightseeing', () => {
    render(
      <PackageIncludes
        includes={['stay', 'transport', 'transfers', 'half-board', 'sightseeing']}
        stay={['hotel']}
      />,
    );
    expect(tiles()).toEqual(['Hotels', 'Transport', 'MealsBreakfast and dinner', 'Sightseeing']);
  });

  it('shows only what a trek includes, naming its stay', () => {
    render(
      <PackageIncludes
        includes={['stay', 'all-meals', 'guide', 'permits']}
        stay={['tent', 'hotel']}
      />,
    );
    expect(tiles()).toEqual(['Tents and hotels', 'MealsAll meals', 'Guide', 'Permits']);
    expect(screen.queryByText('Sightseeing')).not.toBeInTheDocument();
    expect(screen.queryByText('Transport')).not.toBeInTheDocument();
  });

  it('names three kinds of stay as the stay fact does: “a, b and c”', () => {
    render(<PackageIncludes includes={['stay']} stay={['resort', 'houseboat', 'homestay']} />);
    expect(tiles()).toEqual(['Resorts, houseboats and homestays']);
  });

  it('shows transfers as their own tile when there is no transport', () => {
    render(<PackageIncludes includes={['stay', 'transfers']} stay={['hostel', 'beach-hut']} />);
    expect(tiles()).toEqual(['Hostels and beach huts', 'Transfers']);
  });

  it('keeps the spec’s four tiles for an API older than the field', () => {
    render(<PackageIncludes />);
    expect(tiles()).toEqual(['Hotels', 'Transport', 'Meals', 'Sightseeing']);
  });
});
