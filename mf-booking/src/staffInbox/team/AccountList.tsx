import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Skeleton,
  type StaffAccount,
  type StaffAccountChange,
  type StaffSelf,
} from '@tour/shared';
import { problemText } from '../api/accountProblems';
import { staffClient } from '../api/staffClient';
import { staffKeys, useSignedOutWatch } from '../api/staffQueries';
import { formatDateTime } from '../labels';
import { Pill } from '../Pill';
import { ROLE_LABELS } from './roles';
import inbox from '../inbox.module.css';
import settings from '../settings.module.css';
import styles from './TeamAccounts.module.css';

type AccountUpdate = StaffAccountChange & { account: StaffAccount };

/** What a change did, in words, for the row it changed. */
function changeDone({ account, role, disabled }: AccountUpdate): string {
  if (role) return `${account.name} is now ${role === 'owner' ? 'an owner' : 'an agent'}.`;
  return disabled
    ? `${account.name} is switched off and signed out everywhere.`
    : `${account.name} is switched on and can sign in again.`;
}

interface AccountListProps {
  member: StaffSelf;
  onSignedOut: () => void;
}

/** Every account: its role and state, a role to change, and switching it off or on. */
export function AccountList({ member, onSignedOut }: AccountListProps) {
  const client = useQueryClient();
  const accounts = useQuery({
    queryKey: staffKeys.accounts,
    queryFn: ({ signal }) => staffClient.accounts(signal),
    retry: false,
  });
  // The account a switch-off or switch-on waits on a second yes for.
  const [confirming, setConfirming] = useState<number | null>(null);
  // What the last change did (or why it was refused), said in its row.
  const [outcome, setOutcome] = useState<{ id: number; text: string; failed: boolean } | null>(
    null,
  );
  // Focus follows the question: onto it when asked, back to the row's switch when answered.
  const lastConfirming = useRef<number | null>(null);
  useEffect(() => {
    const previous = lastConfirming.current;
    lastConfirming.current = confirming;
    const target =
      confirming !== null
        ? `team-confirm-${confirming}`
        : previous !== null
          ? `team-switch-${previous}`
          : null;
    if (target) document.getElementById(target)?.focus();
  }, [confirming]);
  const change = useMutation({
    mutationFn: ({ account, ...values }: AccountUpdate) =>
      staffClient.changeAccount(account.id, values),
    onMutate: () => setOutcome(null),
    onSuccess(_, update) {
      setOutcome({ id: update.account.id, text: changeDone(update), failed: false });
      setConfirming(null);
      void client.invalidateQueries({ queryKey: staffKeys.accounts });
      // Who can be assigned leads follows.
      void client.invalidateQueries({ queryKey: staffKeys.colleagues });
    },
    onError(error, { account }) {
      setOutcome({
        id: account.id,
        text: problemText(error, 'That change failed. Please try again.'),
        failed: true,
      });
    },
  });
  useSignedOutWatch(accounts.error ?? change.error, onSignedOut);

  return (
    <section className={inbox.card} aria-labelledby="team-title">
      <h3 id="team-title" className={settings.title}>
        Accounts
      </h3>
      {accounts.isPending && (
        <div className={settings.list} aria-busy="true">
          <span className="visually-hidden">Loading the accounts…</span>
          <Skeleton height={56} />
          <Skeleton height={56} />
        </div>
      )}
      {accounts.isError && (
        <p className={settings.problem} role="alert">
          <span aria-hidden="true">⚠</span>{' '}
          {problemText(accounts.error, 'The accounts could not be loaded. Please try again.')}
        </p>
      )}
      {accounts.data && (
        <ul className={settings.list} aria-label="Staff accounts">
          {accounts.data.map((account) => {
            const self = account.id === member.id;
            const off = account.disabledAt !== null;
            const said = outcome?.id === account.id ? outcome : null;
            return (
              <li key={account.id} className={styles.account}>
                <span className={styles.who}>
                  <span className={settings.name}>
                    <strong>{account.name}</strong>
                    {self && <Pill tone="teal">You</Pill>}
                  </span>
                  <span className={settings.muted}>{account.email}</span>
                </span>
                <span className={styles.facts}>
                  <Pill tone={account.role === 'owner' ? 'teal' : 'grey'}>
                    {ROLE_LABELS[account.role]}
                  </Pill>
                  <Pill tone={off ? 'red' : 'leaf'}>{off ? 'Switched off' : 'Active'}</Pill>
                  <span className={settings.muted}>
                    Two-factor {account.twoFactorEnabled ? 'on' : 'off'}
                  </span>
                  <span className={settings.muted}>
                    {account.lastSignInAt
                      ? `Last signed in ${formatDateTime(account.lastSignInAt)}`
                      : 'Never signed in'}
                  </span>
                </span>
                {self ? (
                  <span className={`${settings.muted} ${styles.actions}`}>
                    Another owner can change your role or switch you off.
                  </span>
                ) : confirming === account.id ? (
                  <span
                    id={`team-confirm-${account.id}`}
                    tabIndex={-1}
                    className={styles.confirm}
                    role="group"
                    aria-label={`Switch ${account.name} ${off ? 'on' : 'off'}?`}
                  >
                    <span>
                      {off
                        ? `Switch ${account.name} back on? They can sign in again with their password.`
                        : `Switch ${account.name} off? They are signed out at once and cannot sign in until switched on again.`}
                    </span>
                    <span className={settings.actions}>
                      <Button
                        disabled={change.isPending}
                        onClick={() => change.mutate({ account, disabled: !off })}
                      >
                        {off ? 'Yes, switch on' : 'Yes, switch off'}
                      </Button>
                      <Button variant="ghost" onClick={() => setConfirming(null)}>
                        Cancel
                      </Button>
                    </span>
                  </span>
                ) : (
                  <span className={`${settings.actions} ${styles.actions}`}>
                    <Button
                      variant="secondary"
                      disabled={change.isPending}
                      onClick={() =>
                        change.mutate({
                          account,
                          role: account.role === 'owner' ? 'agent' : 'owner',
                        })
                      }
                    >
                      Make {account.role === 'owner' ? 'agent' : 'owner'}
                      <span className="visually-hidden"> {account.name}</span>
                    </Button>
                    <Button
                      id={`team-switch-${account.id}`}
                      variant="secondary"
                      disabled={change.isPending}
                      onClick={() => {
                        setOutcome(null);
                        setConfirming(account.id);
                      }}
                    >
                      {off ? 'Switch on…' : 'Switch off…'}
                      <span className="visually-hidden"> {account.name}</span>
                    </Button>
                  </span>
                )}
                {said && (
                  <p
                    className={`${said.failed ? settings.problem : settings.said} ${styles.outcome}`}
                    role={said.failed ? 'alert' : 'status'}
                  >
                    <span aria-hidden="true">{said.failed ? '⚠' : '✓'}</span> {said.text}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
