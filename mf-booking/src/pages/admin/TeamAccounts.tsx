import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  EMAIL_PATTERN,
  STAFF_ROLES,
  type StaffAccount,
  type StaffAccountChange,
  type StaffAccountCreation,
  type StaffSelf,
} from '@tour/shared';
import { FormField } from '../../components/FormField';
import { fieldProblems, problemText } from './accountProblems';
import { formatDateTime } from './labels';
import { staffClient } from './staffClient';
import { staffKeys, useSignedOutWatch } from './staffQueries';
import inbox from './inbox.module.css';
import styles from './AccountSettings.module.css';

const ROLE_LABELS = { owner: 'Owner', agent: 'Agent' } as const;
const accountsKey = [...staffKeys.all, 'accounts'] as const;

interface TeamAccountsProps {
  member: StaffSelf;
  onSignedOut: () => void;
}

/** The owners' screen: every account, new ones, roles, and switching an account off or on. */
export function TeamAccounts({ member, onSignedOut }: TeamAccountsProps) {
  const client = useQueryClient();
  const accounts = useQuery({
    queryKey: accountsKey,
    queryFn: ({ signal }) => staffClient.accounts(signal),
  });
  useSignedOutWatch(accounts.error, onSignedOut);
  const change = useMutation({
    mutationFn: ({ id, ...values }: StaffAccountChange & { id: number }) =>
      staffClient.changeAccount(id, values),
    onSuccess: () => client.invalidateQueries({ queryKey: staffKeys.all }),
  });

  const toggle = (account: StaffAccount) => {
    const disabling = account.disabledAt === null;
    const question = disabling
      ? `Switch off ${account.name}'s account? They are signed out at once and cannot sign in.`
      : `Switch ${account.name}'s account back on?`;
    if (globalThis.confirm(question)) change.mutate({ id: account.id, disabled: disabling });
  };

  return (
    <div className={styles.sections}>
      <section className={inbox.card} aria-labelledby="team-title">
        <h3 id="team-title" className={styles.title}>
          Accounts
        </h3>
        {accounts.isError && <p>The accounts could not be loaded. Please try again.</p>}
        <p role="status" className={styles.said}>
          {change.isError && problemText(change.error, 'That change failed. Please try again.')}
        </p>
        {accounts.data && (
          <ul className={styles.list} aria-label="Staff accounts">
            {accounts.data.map((account) => {
              const self = account.id === member.id;
              return (
                <li key={account.id} className={styles.row}>
                  <span>
                    <strong>
                      {account.name}
                      {self && ' (you)'}
                    </strong>
                    <span className={styles.muted}>{account.email}</span>
                    <span className={styles.muted}>
                      {ROLE_LABELS[account.role]} · {account.disabledAt ? 'switched off' : 'active'}{' '}
                      · two-factor {account.twoFactorEnabled ? 'on' : 'off'} ·{' '}
                      {account.lastSignInAt
                        ? `last signed in ${formatDateTime(account.lastSignInAt)}`
                        : 'never signed in'}
                    </span>
                  </span>
                  {!self && (
                    <span className={styles.actions}>
                      <Button
                        variant="secondary"
                        disabled={change.isPending}
                        onClick={() =>
                          change.mutate({
                            id: account.id,
                            role: account.role === 'owner' ? 'agent' : 'owner',
                          })
                        }
                      >
                        Make {account.role === 'owner' ? 'agent' : 'owner'}
                        <span className="visually-hidden"> {account.name}</span>
                      </Button>
                      <Button
                        variant="secondary"
                        disabled={change.isPending}
                        onClick={() => toggle(account)}
                      >
                        {account.disabledAt ? 'Switch on' : 'Switch off'}
                        <span className="visually-hidden"> {account.name}</span>
                      </Button>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <NewAccount />
    </div>
  );
}

function NewAccount() {
  const client = useQueryClient();
  const form = useForm<Required<StaffAccountCreation>>({
    defaultValues: { email: '', name: '', role: 'agent', password: '' },
  });
  const add = useMutation({
    mutationFn: (values: StaffAccountCreation) => staffClient.addAccount(values),
    onSuccess() {
      form.reset();
      void client.invalidateQueries({ queryKey: accountsKey });
    },
  });
  const problems = fieldProblems(add.error);
  const { errors } = form.formState;
  return (
    <section className={inbox.card} aria-labelledby="new-account-title">
      <h3 id="new-account-title" className={styles.title}>
        Add a colleague
      </h3>
      <form
        className={styles.form}
        noValidate
        aria-label="Add a colleague"
        onSubmit={form.handleSubmit(({ name, ...values }) =>
          add.mutate({ ...values, email: values.email.trim(), ...(name.trim() ? { name } : {}) }),
        )}
      >
        <FormField
          id="new-email"
          label="Work email"
          type="email"
          autoComplete="off"
          error={errors.email?.message ?? problems.email}
          {...form.register('email', {
            validate: (value) => EMAIL_PATTERN.test(value.trim()) || 'Enter a valid email address',
          })}
        />
        <FormField
          id="new-name"
          label="Name"
          autoComplete="off"
          error={problems.name}
          {...form.register('name')}
        />
        <fieldset className={styles.form}>
          <legend>Role</legend>
          {STAFF_ROLES.map((role) => (
            <label key={role}>
              <input type="radio" value={role} {...form.register('role')} /> {ROLE_LABELS[role]}
              {role === 'owner' ? ': also exports, privacy requests, the team' : ': works leads'}
            </label>
          ))}
        </fieldset>
        <FormField
          id="new-password"
          label="First password (hand it over in person; they change it)"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message ?? problems.password}
          {...form.register('password', { required: 'Choose a first password' })}
        />
        <p className={styles.said} role="status">
          {add.isSuccess && 'Account added.'}
          {add.isError &&
            Object.keys(problems).length === 0 &&
            problemText(add.error, 'The account could not be added. Please try again.')}
        </p>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add account'}
        </Button>
      </form>
    </section>
  );
}
