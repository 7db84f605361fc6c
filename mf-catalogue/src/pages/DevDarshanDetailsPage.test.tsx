import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSiteStore } from '@tour/shared';
import { homeQuery } from '../api/queries';
import { homeAnswer, packageCard } from '../components/home/testing/homeFixture';
import { renderAt, testQueryClient } from '@tour/shared/testing';
import { DevDarshanDetailsPage } from './DevDarshanDetailsPage';

function renderPage(home = homeAnswer()) {
  const client = testQueryClient();
  client.setQueryData(homeQuery().queryKey, home);
  return renderAt(<DevDarshanDetailsPage />, '/details-dev-darshan', { client });
}

const packageCards = () =>
  within(screen.getByRole('region', { name: 'Packages' })).getAllByRole('listitem');

describe('DevDarshanDetailsPage', () => {
  beforeEach(() => useSiteStore.setState({ enquiryOpen: false, enquiryPrefill: {} }));

  it('shows five packages with their length, a description, an image and Book Now', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Dev Darshan packages' })).toBeVisible();
    const cards = packageCards();
    expect(cards).toHaveLength(5);
    for (const card of cards) {
      expect(within(card).getByRole('heading', { level: 3 }).textContent).not.toBe('');
      expect(within(card).getByText('2N/3D')).toBeInTheDocument();
      expect(within(card).getByRole('img')).toHaveAccessibleName();
      expect(within(card).getByRole('button', { name: 'Book Now' })).toBeInTheDocument();
    }
  });

  it('prices them as their catalogue packages, with range and GST, the same as on /tours', () => {
    renderPage();
    const prices = packageCards().map((card) => within(card).getByText(/^₹/).textContent);
    expect(prices).toEqual(['₹7,001', '₹7,002', '₹7,003', '₹7,004', '₹9,499 – ₹12,499']);
    for (const card of packageCards()) {
      expect(within(card).getByText('+ 5% GST')).toBeInTheDocument();
    }
  });

  it("shows no 'N% OFF' badge without a stored original price", () => {
    renderPage();
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
  });

  it('shows a badge counted from the original price on that package only', () => {
    const home = homeAnswer();
    home.devDarshan.packages = [
      packageCard({ slug: 'a', price: 4999, originalPrice: 9998 }),
      packageCard({ slug: 'b' }),
    ];
    renderPage(home);
    const [discounted, plain] = packageCards();
    expect(within(discounted!).getByText('50% OFF')).toBeInTheDocument();
    expect(within(discounted!).getByText('₹9,998')).toBeInTheDocument();
    expect(within(plain!).queryByText(/% OFF/)).not.toBeInTheDocument();
  });

  it("links each card's title to its package's own page", () => {
    renderPage();
    const links = packageCards().map((card) => within(card).getByRole('link'));
    expect(links).toHaveLength(5);
    expect(links[0]).toHaveTextContent('Darshan 1');
    expect(links[0]).toHaveAttribute('href', '/tirupati-tour-packages-details/darshan-1');
    expect(links[4]).toHaveAttribute(
      'href',
      '/tirupati-tour-packages-details/tirupati-balaji-darshan',
    );
  });

  it('opens the enquiry with the package filled in from Book Now', async () => {
    renderPage();
    const card = packageCards()[2]!;
    const name = within(card).getByRole('heading').textContent;
    await userEvent.click(within(card).getByRole('button', { name: 'Book Now' }));
    expect(useSiteStore.getState().enquiryOpen).toBe(true);
    expect(useSiteStore.getState().enquiryPrefill).toEqual({ destination: name });
  });
});
