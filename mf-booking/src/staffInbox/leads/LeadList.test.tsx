import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderPage, summary, VIKRAM } from '../../testing/staffInbox';

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
});
