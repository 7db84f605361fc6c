import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@tour/shared';
import { ASHA, fakeApi, ok, refused, renderPage, summary, VIKRAM } from '../testing/staffInbox';
import { StaffInboxPage } from './StaffInboxPage';

fakeApi.install();

describe('StaffInboxPage', () => {
  it('renders on the server signed out, unindexed, without asking for staff data', () => {
    fakeApi.answer = () => ok(ASHA);
    const html = renderToString(
      <QueryClientProvider client={createQueryClient({ server: true })}>
        <MemoryRouter initialEntries={['/admin']}>
          <StaffInboxPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).not.toContain('Lead inbox');
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('shows an agent the leads only: no export, activity log or privacy requests', async () => {
    fakeApi.signedIn([summary(1)], { 'GET /staff/me': ok(VIKRAM) });
    renderPage('/admin?view=privacy');
    expect(await screen.findByText('Visitor 1')).toBeInTheDocument();
    const views = screen.getByRole('navigation', { name: 'Inbox' });
    expect(
      within(views)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Leads', 'Your account']);
    expect(screen.queryByText('Export CSV')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Privacy requests' })).not.toBeInTheDocument();
  });

  it('goes back from a lead to its row in the list', async () => {
    const user = userEvent.setup();
    fakeApi.signedIn([summary(1), summary(2)]);
    renderPage();
    await user.click(await screen.findByRole('link', { name: /GK-1002/ }));
    await screen.findByRole('heading', { level: 2, name: /GK-1002/ });
    await user.click(screen.getByRole('button', { name: /Back to leads/ }));
    await waitFor(() => expect(screen.getByRole('link', { name: /GK-1002/ })).toHaveFocus());
    expect(screen.queryByRole('heading', { level: 2, name: /GK-1002/ })).not.toBeInTheDocument();
  });

  it('returns to sign-in, saying why, when the session has ended', async () => {
    fakeApi.signedIn([summary(1)], { 'GET /staff/leads': refused(401, 'Signed out') });
    renderPage();
    expect(
      await screen.findByText('Your session has ended. Please sign in again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('signs out', async () => {
    const user = userEvent.setup();
    fakeApi.signedIn([summary(1)]);
    renderPage();
    await screen.findByText('Visitor 1');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You have signed out.')).toBeInTheDocument();
    expect(fakeApi.callsTo('/staff/sign-out', 'POST')).toHaveLength(1);
    expect(screen.queryByText('Visitor 1')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in to the lead inbox' })).toHaveFocus();
  });
});
