import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type StaffAccount,
  type StaffAccountChange,
  type StaffAccountCreation,
} from '@tour/shared';
import { fakeApi, ok, refused, renderPage, summary } from '../../testing/staffInbox';

fakeApi.install();

describe('TeamAccounts', () => {
  describe('the team', () => {
    const account = (
      id: number,
      name: string,
      role: StaffAccount['role'],
      extra: Partial<StaffAccount> = {},
    ): StaffAccount => ({
      id,
      email: `${name.split(' ')[0]!.toLowerCase()}@ghumakkad.example`,
      name,
      role,
      createdAt: '2026-11-01T06:00:00Z',
      disabledAt: null,
      twoFactorEnabled: false,
      lastSignInAt: null,
      ...extra,
    });

    /** The accounts API over `team`, refusing what the real one refuses. */
    function teamApi(team: StaffAccount[]) {
      fakeApi.signedIn([summary(1)]);
      const inbox = fakeApi.answer;
      fakeApi.answer = (url, init) => {
        const method = init.method ?? 'GET';
        if (url.pathname === '/staff/accounts' && method === 'GET') return ok([...team]);
        if (url.pathname === '/staff/accounts' && method === 'POST') {
          const body = JSON.parse(String(init.body)) as StaffAccountCreation;
          if (team.some((one) => one.email === body.email)) {
            return refused(409, 'An account with this email address already exists.');
          }
          const added = account(team.length + 1, body.name ?? body.email, body.role, {
            email: body.email,
          });
          team.push(added);
          return ok(added);
        }
        const match = /^\/staff\/accounts\/(\d+)$/.exec(url.pathname);
        if (match && method === 'PATCH') {
          const change = JSON.parse(String(init.body)) as StaffAccountChange;
          const index = team.findIndex((one) => one.id === Number(match[1]));
          const owners = team.filter((one) => one.role === 'owner' && !one.disabledAt);
          if (change.role === 'agent' && owners.length === 1) {
            return refused(
              409,
              'The agency needs at least one enabled owner. Make another account an owner first.',
            );
          }
          const changed: StaffAccount = {
            ...team[index]!,
            ...(change.role ? { role: change.role } : {}),
            ...(change.disabled !== undefined
              ? { disabledAt: change.disabled ? '2026-11-28T07:00:00Z' : null }
              : {}),
          };
          team[index] = changed;
          return ok(changed);
        }
        return inbox(url, init);
      };
    }

    it('lists every account with its role, state, second factor and last sign-in', async () => {
      teamApi([
        account(1, 'Asha Rao', 'owner', {
          twoFactorEnabled: true,
          lastSignInAt: '2026-11-28T06:00:00Z',
        }),
        account(2, 'Vikram Singh', 'agent', { disabledAt: '2026-11-20T06:00:00Z' }),
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

    it('adds a colleague, as an agent unless chosen otherwise', async () => {
      const user = userEvent.setup();
      teamApi([account(1, 'Asha Rao', 'owner')]);
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

    it('changes a role, and switches an account off only after a second yes', async () => {
      const user = userEvent.setup();
      teamApi([account(1, 'Asha Rao', 'owner'), account(2, 'Vikram Singh', 'agent')]);
      renderPage('/admin?view=team');
      const list = await screen.findByRole('list', { name: 'Staff accounts' });
      const vikram = () => within(list).getAllByRole('listitem')[1] as HTMLElement;

      await user.click(within(vikram()).getByRole('button', { name: 'Make owner Vikram Singh' }));
      expect(await within(vikram()).findByRole('status')).toHaveTextContent(
        'Vikram Singh is now an owner.',
      );
      expect(
        JSON.parse(String(fakeApi.callsTo('/staff/accounts/2', 'PATCH')[0]?.init.body)),
      ).toEqual({
        role: 'owner',
      });
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
      expect(
        JSON.parse(String(fakeApi.callsTo('/staff/accounts/2', 'PATCH')[1]?.init.body)),
      ).toEqual({
        disabled: true,
      });
      await waitFor(() => expect(vikram()).toHaveTextContent('Switched off'));
    });

    it('shows a refusal as the API words it, in the row it is about', async () => {
      const user = userEvent.setup();
      // Vikram is the only enabled owner: the API refuses to make him an agent.
      teamApi([account(1, 'Asha Rao', 'agent'), account(2, 'Vikram Singh', 'owner')]);
      renderPage('/admin?view=team');
      const list = await screen.findByRole('list', { name: 'Staff accounts' });
      const vikram = within(list).getAllByRole('listitem')[1] as HTMLElement;
      await user.click(within(vikram).getByRole('button', { name: 'Make agent Vikram Singh' }));
      expect(await within(vikram).findByRole('alert')).toHaveTextContent(
        'The agency needs at least one enabled owner. Make another account an owner first.',
      );
    });
  });
});
