import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useSiteStore } from '@tour/shared';
import { DevDarshanDetailsPage } from './DevDarshanDetailsPage';

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/details-dev-darshan']}>
      <DevDarshanDetailsPage />
    </MemoryRouter>,
  );
}

const packageCards = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('DevDarshanDetailsPage', () => {
  beforeEach(() => useSiteStore.setState({ enquiryOpen: false, enquiryPrefill: {} }));

  it('shows five packages of 2N/3D with a description, an image and Book Now', () => {
    renderPage();
    const cards = packageCards();
    expect(cards).toHaveLength(5);
    for (const card of cards) {
      expect(within(card).getByRole('heading', { level: 3 }).textContent).not.toBe('');
      expect(within(card).getByText('2N/3D')).toBeInTheDocument();
      expect(within(card).getByRole('img')).toHaveAccessibleName();
      expect(within(card).getByRole('button', { name: 'Book Now' })).toBeInTheDocument();
    }
  });

  it('prices them from ₹5,999 to ₹9,999', () => {
    renderPage();
    const prices = packageCards().map((card) => within(card).getByText(/^₹[\d,]+$/).textContent);
    expect(prices).toEqual(['₹5,999', '₹6,999', '₹7,999', '₹8,999', '₹9,999']);
  });

  it("shows the static '50% OFF' badge", () => {
    renderPage();
    expect(screen.getByText('50% OFF')).toBeInTheDocument();
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
