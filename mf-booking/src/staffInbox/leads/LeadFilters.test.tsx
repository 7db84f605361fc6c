import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderPage, summary } from '../../testing/staffInbox';

fakeApi.install();

describe('LeadFilters', () => {
  it('asks again with the filters, and exports what they show', async () => {
    const user = userEvent.setup();
    fakeApi.signedIn([summary(1)]);
    renderPage();
    await screen.findByText('Visitor 1');

    await user.selectOptions(screen.getByLabelText('Kind'), 'booking');
    await waitFor(() =>
      expect(fakeApi.callsTo('/staff/leads').at(-1)?.url.searchParams.get('kind')).toBe('booking'),
    );
    await user.selectOptions(screen.getByLabelText('Status'), 'quoted');
    await user.type(screen.getByLabelText('Search'), 'meera');
    await waitFor(() =>
      expect(fakeApi.callsTo('/staff/leads').at(-1)?.url.searchParams.get('q')).toBe('meera'),
    );
    const last = fakeApi.callsTo('/staff/leads').at(-1)?.url.searchParams;
    expect(last?.get('kind')).toBe('booking');
    expect(last?.get('status')).toBe('quoted');

    const exportLink = screen.getByRole('link', { name: /Export CSV/ });
    const href = new URL(exportLink.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('http://api.test/staff/leads.csv');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      kind: 'booking',
      status: 'quoted',
      q: 'meera',
    });
  });
});
