import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { setRuntimeConfig, useSiteStore } from '@tour/shared';
import { ToursPage } from './ToursPage';

const PHONE = '+91 90000 00000';

async function renderPage() {
  render(
    <MemoryRouter initialEntries={['/tours']}>
      <ToursPage />
    </MemoryRouter>,
  );
  // The runtime config arrives after the first render.
  await screen.findByRole('link', { name: PHONE });
}

const tourCards = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('ToursPage', () => {
  beforeEach(() => {
    setRuntimeConfig({ phone: PHONE });
    useSiteStore.setState({ enquiryOpen: false, enquiryPrefill: {} });
  });

  it('lists 18 tours, each with a title, a duration, a price and View Details', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Popular tours' })).toBeInTheDocument();
    const cards = tourCards();
    expect(cards).toHaveLength(18);
    for (const card of cards) {
      expect(within(card).getByRole('heading', { level: 3 }).textContent).not.toBe('');
      expect(within(card).getByText(/^\d+N \/ \d+D$/)).toBeInTheDocument();
      expect(within(card).getByText(/^₹[\d,]+$/)).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'View Details' })).toBeInTheDocument();
      expect(within(card).getByRole('img')).toHaveAccessibleName();
    }
    const titles = cards.map((card) => within(card).getByRole('heading').textContent);
    expect(new Set(titles).size).toBe(18);
  });

  it('prices the tours from about ₹5,200 to ₹15,000, from short trips to 8+ days', async () => {
    await renderPage();
    const prices = tourCards().map((card) =>
      Number(
        within(card)
          .getByText(/^₹[\d,]+$/)
          .textContent?.replace(/[^\d]/g, ''),
      ),
    );
    expect(Math.min(...prices)).toBe(5200);
    expect(Math.max(...prices)).toBe(15000);
    expect(screen.getByText('₹5,200')).toBeInTheDocument();
    expect(screen.getByText('₹15,000')).toBeInTheDocument();

    const days = tourCards().map((card) =>
      Number(/(\d+)D$/.exec(within(card).getByText(/^\d+N \/ \d+D$/).textContent ?? '')?.[1]),
    );
    expect(Math.min(...days)).toBeLessThanOrEqual(3);
    expect(Math.max(...days)).toBeGreaterThanOrEqual(8);
  });

  it('opens the enquiry with the tour filled in from View Details', async () => {
    await renderPage();
    const card = tourCards().find((item) =>
      within(item).queryByRole('heading', { name: 'Kashi Vishwanath & Ganga Aarti' }),
    );
    expect(card).toBeDefined();
    const button = within(card!).getByRole('button', { name: 'View Details' });
    expect(button).toHaveAccessibleDescription('Kashi Vishwanath & Ganga Aarti');

    await userEvent.click(button);
    expect(useSiteStore.getState().enquiryOpen).toBe(true);
    expect(useSiteStore.getState().enquiryPrefill).toEqual({
      destination: 'Kashi Vishwanath & Ganga Aarti',
    });
  });

  it('offers an empty enquiry and the phone for other yatras', async () => {
    await renderPage();
    expect(screen.getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:+919000000000');
    await userEvent.click(screen.getByRole('button', { name: 'Send an enquiry' }));
    expect(useSiteStore.getState().enquiryOpen).toBe(true);
    expect(useSiteStore.getState().enquiryPrefill).toEqual({});
  });
});
