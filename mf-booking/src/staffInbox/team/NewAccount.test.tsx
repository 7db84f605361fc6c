import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, fakeTeamApi, renderPage, staffAccount } from '../../testing/staffInbox';

fakeApi.install();

describe('NewAccount', () => {
  it('adds a colleague, as an agent unless chosen otherwise', async () => {
    const user = userEvent.setup();
    fakeTeamApi([staffAccount(1, 'Asha Rao', 'owner')]);
    renderPage('/admin?view=team');
    const form = await screen.findByRole('form', { name: 'Add a colleague' });
    expect(within(form).getByRole('radio', { name: /Agent/ })).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Add account' }));
    expect(within(form).getByText('Enter their work email')).toBeInTheDocument();
    expect(within(form).getByText('Choose a first password')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Work email'), ' ravi@ghumakkad.example ');
    await user.type(within(form).getByLabelText('Name'), 'Ravi Kumar');
    await user.type(within(form).getByLabelText('First password'), 'monsoon ferry to kochi');
    await user.click(within(form).getByRole('button', { name: 'Add account' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Account added for Ravi Kumar (agent).',
    );
    expect(JSON.parse(String(fakeApi.callsTo('/staff/accounts', 'POST')[0]?.init.body))).toEqual({
      email: 'ravi@ghumakkad.example',
      name: 'Ravi Kumar',
      role: 'agent',
      password: 'monsoon ferry to kochi',
    });
    const list = screen.getByRole('list', { name: 'Staff accounts' });
    await waitFor(() => expect(list).toHaveTextContent('Ravi Kumar'));

    await user.type(within(form).getByLabelText('Work email'), 'ravi@ghumakkad.example');
    await user.click(within(form).getByRole('radio', { name: /Owner/ }));
    await user.type(within(form).getByLabelText('First password'), 'another long phrase');
    await user.click(within(form).getByRole('button', { name: 'Add account' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'An account with this email address already exists.',
    );
    expect(
      JSON.parse(String(fakeApi.callsTo('/staff/accounts', 'POST')[1]?.init.body)),
    ).toMatchObject({
      role: 'owner',
    });
  }, 15_000);
});
