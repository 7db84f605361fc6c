import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok, renderPage, summary, whole } from '../../testing/staffInbox';

fakeApi.install();

describe('LeadDetail', () => {
  it('shows a lead whole and changes its status, assignee and notes', async () => {
    const user = userEvent.setup();
    fakeApi.signedIn([summary(1)]);
    renderPage();
    await user.click(await screen.findByRole('link', { name: /GK-1001/ }));

    const heading = await screen.findByRole('heading', { level: 2, name: /GK-1001/ });
    expect(heading).toHaveFocus();
    const sent = await screen.findByRole('region', { name: 'What the visitor sent' });
    const field = (label: string) =>
      within(sent).getByText(label).closest('div')?.querySelector('dd')?.textContent;
    expect(field('Departure city')).toBe('Pune');
    expect(field('Departure date')).toBe('2026-12-20');
    expect(field('Travellers')).toBe('4');
    expect(field('Visitor’s notes')).toBe('Vegetarian meals please');
    expect(sent).toHaveTextContent(/Privacy notice version 2026-01 shown/);
    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent('opened');
    expect(screen.getByLabelText('Notes')).toHaveValue('Called once, no answer.');

    await user.selectOptions(screen.getByLabelText('Set status'), 'contacted');
    await waitFor(() => expect(screen.getByText('Status set to Contacted.')).toBeInTheDocument());
    const [patch] = fakeApi.callsTo('/staff/leads/1', 'PATCH');
    expect(patch?.init.credentials).toBe('include');
    expect(JSON.parse(String(patch?.init.body))).toEqual({ status: 'contacted' });
    // The row in the list follows.
    expect(screen.getByRole('link', { name: /GK-1001/ })).toHaveTextContent('Contacted');

    await user.selectOptions(screen.getByLabelText('Assign to'), 'Vikram Singh');
    expect(await screen.findByText('Assigned to Vikram Singh.')).toBeInTheDocument();
    expect(
      JSON.parse(String(fakeApi.callsTo('/staff/leads/1', 'PATCH').at(-1)?.init.body)),
    ).toEqual({
      assigneeId: 2,
    });

    await user.clear(screen.getByLabelText('Notes'));
    await user.type(screen.getByLabelText('Notes'), 'Quoted ₹45,000 for four.');
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByText('Notes saved.')).toBeInTheDocument();
    expect(
      JSON.parse(String(fakeApi.callsTo('/staff/leads/1', 'PATCH').at(-1)?.init.body)),
    ).toEqual({
      notes: 'Quoted ₹45,000 for four.',
    });
    expect(screen.getByRole('button', { name: 'Save notes' })).toBeDisabled();
  });

  it('sends a lead whose notification failed again', async () => {
    const user = userEvent.setup();
    const dead = summary(3, { delivery: 'dead' });
    fakeApi.signedIn([dead], {
      'POST /staff/leads/3/redeliver': ok(whole({ ...dead, delivery: 'pending' })),
    });
    renderPage('/admin?lead=3');
    const detail = await screen.findByRole('article');
    expect(
      await within(detail).findByText(/the agency was not told of this lead/),
    ).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('Sending the notification again.')).toBeInTheDocument();
    expect(fakeApi.callsTo('/staff/leads/3/redeliver', 'POST')).toHaveLength(1);
    expect(within(detail).queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
  });
});
