import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSiteStore } from '@tour/shared';
import { TEST_SITE_PROFILE } from '@tour/shared/testing';
import { homeQuery } from '../api/queries';
import { homeAnswer } from '../components/home/testing/homeFixture';
import { renderAt, testQueryClient } from '@tour/shared/testing';
import { ToursPage } from './ToursPage';

const PHONE = TEST_SITE_PROFILE.phone.display;

/** As the render server leaves it: GET /site/home's answer already in the cache. */
async function renderPage(home = homeAnswer()) {
  const client = testQueryClient();
  client.setQueryData(homeQuery().queryKey, home);
  renderAt(<ToursPage />, '/tours', { client });
  await screen.findByRole('link', { name: PHONE });
}

const tourCards = () =>
  within(screen.getByRole('region', { name: 'All popular tours' })).getAllByRole('listitem');

describe('ToursPage', () => {
  beforeEach(() => {
    useSiteStore.setState({ enquiryOpen: false, enquiryPrefill: {} });
  });

  it('lists 18 tours, each with a title, a duration, a price and View Details', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Popular tours' })).toBeInTheDocument();
    const cards = tourCards();
    expect(cards).toHaveLength(18);
    for (const card of cards) {
      expect(within(card).getByRole('heading', { level: 3 }).textContent).not.toBe('');
      expect(within(card).getByText(/^\d+N\/\d+D$/)).toBeInTheDocument();
      expect(within(card).getByText(/^₹[\d,]+$/)).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'View Details' })).toBeInTheDocument();
      expect(within(card).getByRole('img')).toHaveAccessibleName();
    }
  });

  it("shows each card's package price and length from the catalogue, with no badge", async () => {
    await renderPage();
    const [tirupati, charDham] = tourCards();
    expect(within(tirupati!).getByRole('heading').textContent).toBe('Tirupati Balaji Darshan');
    expect(within(tirupati!).getByText('₹9,499')).toBeInTheDocument();
    expect(within(tirupati!).getByText('2N/3D')).toBeInTheDocument();
    expect(within(charDham!).getByText('₹42,999')).toBeInTheDocument();
    expect(within(charDham!).getByText('10N/11D')).toBeInTheDocument();
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
  });

  it("opens the package's own page from View Details", async () => {
    await renderPage();
    const link = within(tourCards()[0]!).getByRole('link', { name: 'View Details' });
    expect(link).toHaveAccessibleDescription('Tirupati Balaji Darshan');
    expect(link).toHaveAttribute('href', '/tirupati-tour-packages-details/tirupati-balaji-darshan');
  });

  it('says so when the tours could not be loaded', async () => {
    const client = testQueryClient();
    client.setQueryDefaults(homeQuery().queryKey, {
      queryFn: () => Promise.reject(new Error('down')),
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(<ToursPage />, '/tours', { client });
    expect(await screen.findByText(/could not load these packages/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Popular tours' })).toBeInTheDocument();
  });

  it('offers an empty enquiry and the phone for other yatras', async () => {
    await renderPage();
    expect(screen.getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:+918041234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send an enquiry' }));
    expect(useSiteStore.getState().enquiryOpen).toBe(true);
    expect(useSiteStore.getState().enquiryPrefill).toEqual({});
  });
});
