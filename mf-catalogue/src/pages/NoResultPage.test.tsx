import { screen } from '@testing-library/react';
import { TEST_SITE_PROFILE } from '@tour/shared/testing';
import { renderAt } from '@tour/shared/testing';
import { NoResultPage } from './NoResultPage';

const PHONE = TEST_SITE_PROFILE.phone.display;

async function renderPage(state?: unknown) {
  renderAt(<NoResultPage />, { pathname: '/no-result-found', state });
  return screen.findByRole('link', { name: PHONE });
}

describe('NoResultPage', () => {
  it('shows the three lines and calls our expert on the site profile’s phone', async () => {
    const phone = await renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sorry! No results found.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You can search another package.')).toBeInTheDocument();
    expect(screen.getByText('Call Our Expert To Book Your Package')).toBeInTheDocument();
    expect(phone).toHaveAttribute('href', 'tel:+918041234567');
  });

  it('offers ways back to search and to the blog', async () => {
    await renderPage();
    expect(screen.getByRole('link', { name: 'Search again' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Read our travel blogs' })).toHaveAttribute(
      'href',
      '/blogs',
    );
  });

  it('shows the message the search left in navigation state', async () => {
    await renderPage({ data: [], code: 0, message: 'No packages for Ladakh in December.' });
    expect(screen.getByText('No packages for Ladakh in December.')).toBeInTheDocument();
  });

  it('shows no extra line without a message', async () => {
    const { container } = renderAt(<NoResultPage />, {
      pathname: '/no-result-found',
      state: { data: [], code: 0 },
    });
    await screen.findByRole('link', { name: PHONE });
    // CSS modules map to their class names in tests.
    expect(container.querySelector('.message')).toBeNull();
  });
});
