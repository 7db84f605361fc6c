import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok, renderPage, summary } from '../../testing/staffInbox';

fakeApi.install();

describe('Sessions', () => {
  const session = (id: string, current: boolean, device: string | null) => ({
    id,
    createdAt: '2026-11-28T06:00:00Z',
    lastSeenAt: '2026-11-28T06:10:00Z',
    expiresAt: '2026-11-28T18:00:00Z',
    idleExpiresAt: '2026-11-28T06:40:00Z',
    current,
    device,
  });

  it('lists your sessions and ends another one', async () => {
    const user = userEvent.setup();
    let live = [
      session('s2', true, 'Firefox on Windows'),
      session('s1', false, 'Safari on iPhone'),
    ];
    fakeApi.signedIn([summary(1)]);
    const inbox = fakeApi.answer;
    fakeApi.answer = (url, init) => {
      if (url.pathname === '/staff/sessions') return ok(live);
      if (url.pathname === '/staff/sessions/s1' && init.method === 'DELETE') {
        live = live.filter((one) => one.id !== 's1');
        return ok(null);
      }
      return inbox(url, init);
    };
    renderPage('/admin?view=account');
    const list = await screen.findByRole('list', { name: 'Your sessions' });
    const [here, phone] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(here).toHaveTextContent('Firefox on Windows');
    expect(here).toHaveTextContent('This browser');
    expect(here).toHaveTextContent(
      /Signed in 28 Nov 2026, 11:30\s?am · last used 28 Nov 2026, 11:40\s?am/i,
    );
    expect(within(here).getByRole('button', { name: 'Sign out here' })).toBeInTheDocument();
    expect(phone).not.toHaveTextContent('This browser');
    await user.click(
      within(phone).getByRole('button', { name: 'End the session on Safari on iPhone' }),
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(fakeApi.callsTo('/staff/sessions/s1', 'DELETE')).toHaveLength(1);
    expect(screen.getByText(/Ended the session on Safari on iPhone/)).toBeInTheDocument();
  });
});
