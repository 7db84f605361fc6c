import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, fakeTeamApi, renderPage, staffAccount } from '../../testing/staffInbox';

fakeApi.install();

describe('AccountList', () => {
  it('lists every account with its role, state, second factor and last sign-in', async () => {
    fakeTeamApi([
      staffAccount(1, 'Asha Rao', 'owner', {
        twoFactorEnabled: true,
        lastSignInAt: '2026-11-28T06:00:00Z',
      }),
      staffAccount(2, 'Vikram Singh', 'agent', { disabledAt: '2026-11-20T06:00:00Z' }),
    ]);
    renderPage('/admin?view=team');
    const list = await screen.findByRole('list', { name: 'Staff accounts' });
    const [asha, vikram] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(asha).toHaveTextContent('Asha Rao');
    expect(asha).toHaveTextContent('You');
    expect(asha).toHaveTextContent('Owner');
    expect(asha).toHaveTextContent('Active');
    expect(asha).toHaveTextContent('Two-factor on');
    expect(asha).toHaveTextContent(/Last signed in 28 Nov 2026, 11:30\s?am/i);
    // Nobody changes their own role or switches themselves off.
    expect(within(asha).queryByRole('button')).not.toBeInTheDocument();
    expect(vikram).toHaveTextContent('vikram@ghumakkad.example');
    expect(vikram).toHaveTextContent('Agent');
    expect(vikram).toHaveTextContent('Switched off');
    expect(vikram).toHaveTextContent('Two-factor off');
    expect(vikram).toHaveTextContent('Never signed in');
    expect(within(vikram).getByRole('button', { name: /Switch on/ })).toBeInTheDocument();
  });

  it('changes a role, and switches an account off only after a second yes', async () => {
    const user = userEvent.setup();
    fakeTeamApi([staffAccount(1, 'Asha Rao', 'owner'), staffAccount(2, 'Vikram Singh', 'agent')]);
    renderPage('/admin?view=team');
    const list = await screen.findByRole('list', { name: 'Staff accounts' });
    const vikram = () => within(list).getAllByRole('listitem')[1] as HTMLElement;

    await user.click(within(vikram()).getByRole('button', { name: 'Make owner Vikram Singh' }));
    expect(await within(vikram()).findByRole('status')).toHaveTextContent(
      'Vikram Singh is now an owner.',
    );
    expect(JSON.parse(String(fakeApi.callsTo('/staff/accounts/2', 'PATCH')[0]?.init.body))).toEqual(
      {
        role: 'owner',
      },
    );
    await waitFor(() => expect(vikram()).toHaveTextContent('Owner'));

    await user.click(within(vikram()).getByRole('button', { name: 'Switch off… Vikram Singh' }));
    const confirm = within(vikram()).getByRole('group', { name: 'Switch Vikram Singh off?' });
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveTextContent('They are signed out at once');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(fakeApi.callsTo('/staff/accounts/2', 'PATCH')).toHaveLength(1);
    expect(
      within(vikram()).getByRole('button', { name: 'Switch off… Vikram Singh' }),
    ).toHaveFocus();

    await user.click(within(vikram()).getByRole('button', { name: 'Switch off… Vikram Singh' }));
    await user.click(within(vikram()).getByRole('button', { name: 'Yes, switch off' }));
    expect(await within(vikram()).findByRole('status')).toHaveTextContent(
      'Vikram Singh is switched off and signed out everywhere.',
    );
    expect(JSON.parse(String(fakeApi.callsTo('/staff/accounts/2', 'PATCH')[1]?.init.body))).toEqual(
      {
        disabled: true,
      },
    );
    await waitFor(() => expect(vikram()).toHaveTextContent('Switched off'));
  });

  it('shows a refusal as the API words it, in the row it is about', async () => {
    const user = userEvent.setup();
    // Vikram is the only enabled owner: the API refuses to make him an agent.
    fakeTeamApi([staffAccount(1, 'Asha Rao', 'agent'), staffAccount(2, 'Vikram Singh', 'owner')]);
    renderPage('/admin?view=team');
    const list = await screen.findByRole('list', { name: 'Staff accounts' });
    const vikram = within(list).getAllByRole('listitem')[1] as HTMLElement;
    await user.click(within(vikram).getByRole('button', { name: 'Make agent Vikram Singh' }));
    expect(await within(vikram).findByRole('alert')).toHaveTextContent(
      'The agency needs at least one enabled owner. Make another account an owner first.',
    );
  });
});
