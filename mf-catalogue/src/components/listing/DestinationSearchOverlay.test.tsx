import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@tour/shared';
import { renderAt } from '@tour/shared/testing';
import { DestinationSearchOverlay } from './DestinationSearchOverlay';

const CITIES = [
  { id: 1, name: 'Goa' },
  { id: 2, name: 'Jaipur' },
];

const fetchDestinations = jest.spyOn(apiClient, 'getAllCities');

const renderOverlay = () =>
  renderAt(<DestinationSearchOverlay open onClose={() => undefined} />, '/goa-tour-packages');

describe('DestinationSearchOverlay', () => {
  beforeEach(() => {
    fetchDestinations.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.mocked(console.error).mockRestore());

  it('lists the destinations and filters them as the visitor types', async () => {
    fetchDestinations.mockResolvedValue(CITIES);
    const user = userEvent.setup();
    renderOverlay();
    const list = await screen.findByRole('list', { name: 'Destinations' });
    expect(within(list).getByRole('link', { name: 'Goa' })).toHaveAttribute(
      'href',
      '/goa-tour-packages',
    );
    await user.type(screen.getByLabelText('Destination'), 'xyz');
    expect(screen.getByText('No destinations match “xyz”.')).toBeInTheDocument();
  });

  it('says the list could not load, with a Retry that fetches it again', async () => {
    fetchDestinations.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(CITIES);
    const user = userEvent.setup();
    renderOverlay();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The destination list could not load.',
    );
    expect(screen.queryByText(/No destinations match/)).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const list = await screen.findByRole('list', { name: 'Destinations' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Goa', 'Jaipur']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchDestinations).toHaveBeenCalledTimes(2);
  });
});
