import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig, useSiteStore } from '@tour/shared';
import { TEST_SITE_PROFILE } from '@tour/shared/testing';
import { homeQuery } from '../api/queries';
import { testPhoto } from '@tour/shared/testing';
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
    // Photos are served by the API.
    setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
  });

  it('lists 18 tours, each with a title, a duration, a price with its GST and View Details', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Popular tours' })).toBeInTheDocument();
    const cards = tourCards();
    expect(cards).toHaveLength(18);
    for (const card of cards) {
      expect(within(card).getByRole('heading', { level: 3 }).textContent).not.toBe('');
      expect(within(card).getByText(/^\d+N\/\d+D$/)).toBeInTheDocument();
      expect(within(card).getByText(/^₹[\d,]+( – ₹[\d,]+)?$/)).toBeInTheDocument();
      expect(within(card).getByText('+ 5% GST')).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'View Details' })).toBeInTheDocument();
      expect(within(card).getByRole('img')).toHaveAccessibleName();
    }
  });

  it("shows each card's package price or price range and length from the catalogue, with no badge", async () => {
    await renderPage();
    const [tirupati, charDham] = tourCards();
    expect(within(tirupati!).getByRole('heading').textContent).toBe('Tirupati Balaji Darshan');
    // A range says its own start, as on the package's page.
    expect(tirupati).toHaveTextContent('₹9,499 – ₹12,499 per person+ 5% GST');
    expect(within(tirupati!).queryByText(/Starting From/)).not.toBeInTheDocument();
    expect(within(tirupati!).getByText('2N/3D')).toBeInTheDocument();
    expect(charDham).toHaveTextContent('Starting From ₹42,999 per person+ 5% GST');
    expect(within(charDham!).getByText('10N/11D')).toBeInTheDocument();
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
  });

  it("shows a package's own photo, and the drawing for a package without one", async () => {
    const home = homeAnswer();
    home.tours.packages[0] = { ...home.tours.packages[0]!, photo: testPhoto('Tirumala at dawn') };
    await renderPage(home);
    const [withPhoto, withoutPhoto] = tourCards();
    const photo = within(withPhoto!).getByRole('img', { name: 'Tirumala at dawn' });
    expect(photo).toHaveAttribute('src', expect.stringContaining('bbbbbbbbbbbbbbbb-960.webp'));
    expect(photo.closest('picture')?.querySelector('source[type="image/avif"]')).not.toBeNull();
    expect(within(withPhoto!).getAllByRole('img')).toHaveLength(1);
    expect(within(withoutPhoto!).queryByRole('img', { name: 'Tirumala at dawn' })).toBeNull();
    expect(within(withoutPhoto!).getByRole('img')).toHaveAccessibleName();
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
