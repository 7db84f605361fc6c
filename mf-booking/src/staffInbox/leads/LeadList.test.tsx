import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok, refused, renderPage, summary, VIKRAM, whole } from '../../testing/staffInbox';

fakeApi.install();

describe('LeadList', () => {
  it('lists leads newest first with what staff need, and loads more with the cursor', async () => {
    const user = userEvent.setup();
    fakeApi.signedIn([
      summary(3, { delivery: 'dead', assignee: VIKRAM, status: 'contacted' }),
      summary(2, { kind: 'booking', destination: 'Kerala', delivery: 'retrying' }),
      summary(1, { kind: 'contact', destination: null }),
    ]);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Leads' });
    let rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    expect(first).toHaveTextContent('GK-1003');
    expect(first).toHaveTextContent('Enquiry');
    expect(first).toHaveTextContent('Visitor 3');
    expect(first).toHaveTextContent('Goa');
    // 09:00 UTC is 2:30 pm in India.
    expect(first).toHaveTextContent(/5 Mar 2026, 2:30\s?pm/i);
    expect(first).toHaveTextContent('Contacted');
    expect(first).toHaveTextContent('Assigned to Vikram Singh');
    expect(first).toHaveTextContent(/Notification failed/);
    expect(rows[1]).toHaveTextContent('Booking request');
    expect(rows[1]).toHaveTextContent(/Notification delayed/);
    expect(rows[1]).toHaveTextContent('Not assigned');

    const [firstPage] = fakeApi.callsTo('/staff/leads');
    expect(firstPage?.url.searchParams.get('cursor')).toBeNull();
    expect(firstPage?.init.credentials).toBe('include');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(fakeApi.callsTo('/staff/leads').at(-1)?.url.searchParams.get('cursor')).toBe('2');
    rows = within(list).getAllByRole('listitem');
    expect(rows[2]).toHaveTextContent('Contact message');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("shows an agent's masked contact details as they come, and the lead whole on opening it", async () => {
    const user = userEvent.setup();
    const masked = summary(1, { name: null, email: 'v•••@example.com', phone: '•••5678' });
    const contact = { email: 'visitor1@example.com', phone: '+919812345678' };
    fakeApi.signedIn([masked], {
      'GET /staff/leads/1': ok(whole({ ...masked, ...contact }, { payload: { ...contact } })),
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Leads' });
    const [row] = within(list).getAllByRole('listitem');
    expect(row).toHaveTextContent('v•••@example.com');
    expect(list).not.toHaveTextContent('visitor1@example.com');

    await user.click(within(list).getByRole('link', { name: /GK-1001/ }));
    const sent = await screen.findByRole('region', { name: 'What the visitor sent' });
    expect(sent).toHaveTextContent('visitor1@example.com');
    expect(sent).toHaveTextContent('+919812345678');
  });

  it("says, in the API's words, when an agent's hour of leads is spent", async () => {
    const user = userEvent.setup();
    const spent =
      'You have seen 200 leads in the last hour, the most an agent may. Please try again in 12 minutes.';
    fakeApi.signedIn([summary(3), summary(2), summary(1)]);
    const signedIn = fakeApi.answer;
    fakeApi.answer = (url, init) =>
      url.pathname === '/staff/leads' && url.searchParams.has('cursor')
        ? refused(429, spent)
        : signedIn(url, init);
    renderPage();
    await screen.findByRole('list', { name: 'Leads' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(spent)).toHaveAttribute('role', 'alert');

    fakeApi.answer = (url, init) =>
      url.pathname === '/staff/leads' ? refused(429, spent) : signedIn(url, init);
    await user.selectOptions(screen.getByLabelText('Status'), 'contacted');
    expect(await screen.findByText(spent)).toBeInTheDocument();
  });
});
