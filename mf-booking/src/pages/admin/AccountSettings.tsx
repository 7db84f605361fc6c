import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, type StaffPasswordChange, type StaffSelf } from '@tour/shared';
import { FormField } from '../../components/FormField';
import { fieldProblems, problemText } from './accountProblems';
import { formatDateTime } from './labels';
import { staffClient } from './staffClient';
import { staffKeys, useSignedOutWatch } from './staffQueries';
import inbox from './inbox.module.css';
import styles from './AccountSettings.module.css';

interface AccountSettingsProps {
  member: StaffSelf;
  onSignedOut: () => void;
}

/** Your own account: password, the browsers signed in, and the second factor. */
export function AccountSettings({ member, onSignedOut }: AccountSettingsProps) {
  return (
    <div className={styles.sections}>
      {member.twoFactor.setupRequired && (
        <p className={styles.required} role="status">
          This agency asks owners to use an authenticator app when signing in. Set it up below to
          open the inbox.
        </p>
      )}
      <TwoFactor member={member} onSignedOut={onSignedOut} />
      <PasswordChange />
      <Sessions onSignedOut={onSignedOut} />
    </div>
  );
}

function PasswordChange() {
  const form = useForm<StaffPasswordChange>({
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const change = useMutation({
    mutationFn: (values: StaffPasswordChange) => staffClient.changePassword(values),
    onSuccess: () => form.reset(),
  });
  const problems = fieldProblems(change.error);
  const { errors } = form.formState;
  return (
    <section className={inbox.card} aria-labelledby="password-title">
      <h3 id="password-title" className={styles.title}>
        Password
      </h3>
      <form
        className={styles.form}
        noValidate
        aria-label="Change your password"
        onSubmit={form.handleSubmit((values) => change.mutate(values))}
      >
        <FormField
          id="current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message ?? problems.currentPassword}
          {...form.register('currentPassword', { required: 'Enter your current password' })}
        />
        <FormField
          id="new-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 12 characters; a phrase of a few unrelated words is easy to remember."
          error={errors.newPassword?.message ?? problems.newPassword}
          {...form.register('newPassword', { required: 'Enter a new password' })}
        />
        <p className={styles.said} role="status">
          {change.isSuccess && 'Password changed. Your other sessions have been signed out.'}
          {change.isError &&
            Object.keys(problems).length === 0 &&
            problemText(change.error, 'The password could not be changed. Please try again.')}
        </p>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Saving…' : 'Change password'}
        </Button>
      </form>
    </section>
  );
}

function Sessions({ onSignedOut }: { onSignedOut: () => void }) {
  const client = useQueryClient();
  const sessions = useQuery({
    queryKey: [...staffKeys.all, 'sessions'],
    queryFn: ({ signal }) => staffClient.sessions(signal),
  });
  useSignedOutWatch(sessions.error, onSignedOut);
  const end = useMutation({
    mutationFn: ({ id }: { id: string; current: boolean }) => staffClient.endSession(id),
    onSuccess(_, { current }) {
      if (current) onSignedOut();
      else void client.invalidateQueries({ queryKey: [...staffKeys.all, 'sessions'] });
    },
  });
  return (
    <section className={inbox.card} aria-labelledby="sessions-title">
      <h3 id="sessions-title" className={styles.title}>
        Where you are signed in
      </h3>
      {sessions.isError && <p>Your sessions could not be loaded. Please try again.</p>}
      {sessions.data && (
        <ul className={styles.list} aria-label="Your sessions">
          {sessions.data.map((session) => (
            <li key={session.id} className={styles.row}>
              <span>
                <strong>{session.device ?? 'Unknown browser'}</strong>
                {session.current && <span className={styles.badge}>This browser</span>}
                <span className={styles.muted}>
                  Signed in {formatDateTime(session.createdAt)}, last used{' '}
                  {formatDateTime(session.lastSeenAt)}
                </span>
              </span>
              <Button
                variant="secondary"
                onClick={() => end.mutate({ id: session.id, current: session.current })}
                disabled={end.isPending}
              >
                {session.current ? 'Sign out here' : 'End'}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TwoFactor({ member, onSignedOut }: AccountSettingsProps) {
  const client = useQueryClient();
  const [codes, setCodes] = useState<string[] | null>(null);
  const setup = useMutation({ mutationFn: () => staffClient.setUpTwoFactor() });
  const confirm = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const enable = useMutation({
    mutationFn: (code: string) => staffClient.enableTwoFactor(code),
    onSuccess(result) {
      setCodes(result.recoveryCodes);
      setup.reset();
      void client.invalidateQueries({ queryKey: staffKeys.me });
    },
  });
  const off = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const disable = useMutation({
    mutationFn: (password: string) => staffClient.disableTwoFactor(password),
    onSuccess() {
      off.reset();
      void client.invalidateQueries({ queryKey: staffKeys.me });
    },
  });
  useSignedOutWatch(setup.error ?? enable.error ?? disable.error, onSignedOut);
  const download = codes
    ? `data:text/plain;charset=utf-8,${encodeURIComponent(`Ghumakkad staff recovery codes for ${member.email}\n\n${codes.join('\n')}\n`)}`
    : '';

  return (
    <section className={inbox.card} aria-labelledby="two-factor-title">
      <h3 id="two-factor-title" className={styles.title}>
        Two-factor sign-in
      </h3>
      {codes && (
        <div className={styles.codes} role="status">
          <p>
            <strong>Store these recovery codes now.</strong> Each one signs you in once if you lose
            your phone; they will not be shown again.
          </p>
          <ul className={styles.codeList} aria-label="Recovery codes">
            {codes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
          <a className={inbox.linkButton} href={download} download="ghumakkad-recovery-codes.txt">
            Download as text
          </a>
        </div>
      )}
      {member.twoFactor.enabled ? (
        <form
          className={styles.form}
          noValidate
          aria-label="Turn off two-factor sign-in"
          onSubmit={off.handleSubmit(({ password }) => disable.mutate(password))}
        >
          <p>On: signing in asks for a code from your authenticator app.</p>
          <FormField
            id="two-factor-off-password"
            label="Your password, to turn it off"
            type="password"
            autoComplete="current-password"
            error={off.formState.errors.password?.message ?? fieldProblems(disable.error).password}
            {...off.register('password', { required: 'Enter your password' })}
          />
          <Button type="submit" variant="secondary" disabled={disable.isPending}>
            Turn off
          </Button>
        </form>
      ) : setup.data ? (
        <form
          className={styles.form}
          noValidate
          aria-label="Confirm your authenticator"
          onSubmit={confirm.handleSubmit(({ code }) => enable.mutate(code.replace(/\s+/g, '')))}
        >
          <p>Scan this code with your authenticator app, or type the key into it by hand.</p>
          <img
            className={styles.qr}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.data.qrSvg)}`}
            alt="QR code of your authenticator key"
            width={184}
            height={184}
          />
          <p>
            Key: <code className={styles.secret}>{setup.data.secret}</code>
          </p>
          <FormField
            id="two-factor-code"
            label="The 6-digit code the app shows"
            autoComplete="one-time-code"
            inputMode="numeric"
            error={confirm.formState.errors.code?.message ?? fieldProblems(enable.error).code}
            {...confirm.register('code', { required: 'Enter the code from the app' })}
          />
          <Button type="submit" disabled={enable.isPending}>
            Turn on
          </Button>
        </form>
      ) : (
        <div className={styles.form}>
          <p>
            Off. With an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password
            …) a stolen password alone no longer opens the inbox.
          </p>
          {setup.isError && (
            <p role="alert">{problemText(setup.error, 'Please try again in a moment.')}</p>
          )}
          <Button onClick={() => setup.mutate()} disabled={setup.isPending}>
            Set up an authenticator app
          </Button>
        </div>
      )}
    </section>
  );
}
