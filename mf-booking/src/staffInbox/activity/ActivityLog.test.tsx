import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ASHA, fakeApi, ok, renderPage, summary } from '../../testing/staffInbox';
import type { AuditEntry } from '@tour/shared';
import { whereAndWhich } from './ActivityLog';

fakeApi.install();

const listed = (ip: string | null, leadIds: number[]): AuditEntry => ({
  id: 1,
  at: '2026-11-28T06:00:00.000Z',
  actor: 'asha@ghumakkad.example',
  action: 'list',
  leadId: null,
  leadIds,
  ip,
  detail: 'listed leads',
});

describe('whereAndWhich', () => {
  it.each([
    [listed('203.0.113.7', [12]), 'from 203.0.113.7 · lead 12'],
    [listed('203.0.113.7', [1, 2, 3]), 'from 203.0.113.7 · leads 1, 2, 3'],
    [listed(null, [1, 2, 3, 4, 5, 6, 7]), '7 leads'],
    [listed('2001:db8::1', []), 'from 2001:db8::1'],
  ])('names the address and the leads touched', (given, words) => {
    expect(whereAndWhich(given)).toBe(words);
  });
});

describe('ActivityLog', () => {
  it('shows the activity log newest first, older entries on request', async () => {
    const user = userEvent.setup();
    const entry = (id: number, detail: string, leadId: number | null = null) => ({
      id,
      at: '2026-03-05T10:00:00Z',
      actor: ASHA.email,
      action: leadId ? 'read' : 'export',
      leadId,
      leadIds: leadId ? [leadId] : [],
      ip: '203.0.113.7',
      detail,
    });
    fakeApi.signedIn([summary(1)]);
    const leadsApi = fakeApi.answer;
    fakeApi.answer = (url, init) =>
      url.pathname === '/staff/audit'
        ? url.searchParams.get('cursor') === '8'
          ? ok({ entries: [entry(7, 'exported 3 leads')], nextCursor: null })
          : ok({
              entries: [entry(9, 'read lead GK-1001', 1), entry(8, 'listed 1 leads')],
              nextCursor: '8',
            })
        : leadsApi(url, init);
    renderPage();
    await user.click(await screen.findByRole('link', { name: 'Activity log' }));
    expect(screen.getByRole('link', { name: 'Activity log' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const log = await screen.findByRole('list', { name: 'Activity, newest first' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(2);
    expect(log).toHaveTextContent('Opened a lead');
    expect(log).toHaveTextContent('read lead GK-1001');
    await user.click(screen.getByRole('button', { name: 'Show older entries' }));
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Show older entries' })).not.toBeInTheDocument();
    // An entry's lead opens in the leads view.
    await user.click(within(log).getByRole('link', { name: /Open the lead/ }));
    expect(await screen.findByRole('article')).toHaveTextContent('GK-1001');
  });
});
