import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Skeleton,
  type StaffPasswordChange,
  type StaffSelf,
  type StaffSession,
} from '@tour/shared';
import { FormField } from '../../components/FormField';
import { fieldProblems, problemText } from '../api/accountProblems';
import { formatDateTime } from '../labels';
import { staffClient } from '../api/staffClient';
import { staffKeys, useSignedOutWatch } from '../api/staffQueries';
import inbox from '../inbox.module.css';
import styles from './AccountSettings.module.css';

interface AccountSettingsProps {
  member: StaffSelf;
  onSignedOut: () => void;
}

/**
 * Your own account: the second factor, the password and the browsers signed in. While a second
 * factor must still be set up, only its setup (the API refuses the rest of the inbox until then).
 */
export function AccountSettings({ member, onSignedOut }: AccountSettingsProps) {
  const setupRequired = member.twoFactor.setupRequired;
  // One tree in both cases, so the setup (and the recovery codes it ends with) stays mounted
  // when the setup is done.
  return (
    <div className={setupRequired ? styles.sections : styles.columns}>
      {setupRequired && (
        <p className={styles.required} role="status">
          This agency asks you to sign in with an authenticator app as well as your password. Set it
          up below: the inbox opens as soon as it is on.
        </p>
      )}
      <TwoFactor member={member} onSignedOut={onSignedOut} />
      {!setupRequired && (
        <div className={styles.sections}>
          <PasswordChange />
          <Sessions onSignedOut={onSignedOut} />
        </div>
      )}
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
          hint="At least 12 characters, not easy to guess: a phrase of a few unrelated words is easy to remember."
          error={errors.newPassword?.message ?? problems.newPassword}
          {...form.register('newPassword', { required: 'Enter a new password' })}
        />
        <p className={styles.said} role="status">
          {change.isSuccess && (
            <>
              <span aria-hidden="true">✓</span> Password changed. Your other sessions have been
              signed out.
            </>
          )}
        </p>
        {change.isError && Object.keys(problems).length === 0 && (
          <p className={styles.problem} role="alert">
            <span aria-hidden="true">⚠</span>{' '}
            {problemText(change.error, 'The password could not be changed. Please try again.')}
          </p>
        )}
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Saving…' : 'Change password'}
        </Button>
      </form>
    </section>
  );
}

const sessionsKey = [...staffKeys.all, 'sessions'] as const;

function Sessions({ onSignedOut }: { onSignedOut: () => void }) {
  const client = useQueryClient();
  const sessions = useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => staffClient.sessions(signal),
    retry: false,
  });
  const end = useMutation({
    mutationFn: (session: StaffSession) => staffClient.endSession(session.id),
    onSuccess(_, session) {
      if (session.current) onSignedOut();
    },
    // Ended, or already gone (404): either way the list is asked again.
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
  useSignedOutWatch(sessions.error ?? end.error, onSignedOut);
  return (
    <section className={inbox.card} aria-labelledby="sessions-title">
      <h3 id="sessions-title" className={styles.title}>
        Where you are signed in
      </h3>
      <p className={styles.muted}>
        Each browser stays signed in until it signs out or is left unused for a while. End any you
        do not recognise, and change your password too.
      </p>
      {sessions.isPending && (
        <div className={styles.list} aria-busy="true">
          <span className="visually-hidden">Loading your sessions…</span>
          <Skeleton height={44} />
          <Skeleton height={44} />
        </div>
      )}
      {sessions.isError && (
        <p className={styles.problem} role="alert">
          <span aria-hidden="true">⚠</span> Your sessions could not be loaded. Please try again.
        </p>
      )}
      {sessions.data && (
        <ul className={styles.list} aria-label="Your sessions">
          {sessions.data.map((session) => (
            <li key={session.id} className={styles.row}>
              <span>
                <span className={styles.name}>
                  <strong>{session.device ?? 'Unknown browser'}</strong>
                  {session.current && <span className={styles.badge}>This browser</span>}
                </span>
                <span className={styles.muted}>
                  Signed in {formatDateTime(session.createdAt)} · last used{' '}
                  {formatDateTime(session.lastSeenAt)}
                </span>
              </span>
              <Button
                variant="secondary"
                onClick={() => end.mutate(session)}
                disabled={end.isPending}
              >
                {session.current ? (
                  'Sign out here'
                ) : (
                  <>
                    End<span className="visually-hidden"> the session on {session.device}</span>
                  </>
                )}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.said} role="status">
        {end.isSuccess && (
          <>
            <span aria-hidden="true">✓</span> Ended the session on{' '}
            {end.variables.device ?? 'an unknown browser'}.
          </>
        )}
      </p>
      {end.isError && (
        <p className={styles.problem} role="alert">
          <span aria-hidden="true">⚠</span>{' '}
          {problemText(end.error, 'That session could not be ended. Please try again.')}
        </p>
      )}
    </section>
  );
}

/** The base32 key in groups of four, as authenticator apps accept it typed. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

function TwoFactor({ member, onSignedOut }: AccountSettingsProps) {
  const client = useQueryClient();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const refreshMe = () => client.invalidateQueries({ queryKey: staffKeys.me });
  const setup = useMutation({ mutationFn: () => staffClient.setUpTwoFactor() });
  const confirm = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const enable = useMutation({
    mutationFn: (code: string) => staffClient.enableTwoFactor(code),
    onSuccess(result) {
      setCodes(result.recoveryCodes);
      setup.reset();
      confirm.reset();
      void refreshMe();
    },
  });
  const off = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const disable = useMutation({
    mutationFn: (password: string) => staffClient.disableTwoFactor(password),
    onSuccess() {
      off.reset();
      setSaid('Two-factor sign-in is off.');
      void refreshMe();
    },
  });
  useSignedOutWatch(setup.error ?? enable.error ?? disable.error, onSignedOut);
  // The button pressed gives way to what it started: focus goes there (the steps, the codes),
  // and back to the section's heading when it is turned off, the setup cancelled or the codes
  // put away.
  const stage = codes ? 'codes' : setup.data ? 'setup' : member.twoFactor.enabled ? 'on' : 'off';
  const lastStage = useRef(stage);
  useEffect(() => {
    const before = lastStage.current;
    lastStage.current = stage;
    if (stage === before) return;
    const target = {
      codes: 'recovery-codes-title',
      setup: 'two-factor-steps',
      on: 'two-factor-title',
      off: 'two-factor-title',
    };
    document.getElementById(target[stage])?.focus();
  }, [stage]);
  // A refusal that is not about a field (already on, setup not started, too many tries).
  const failed = [setup, enable, disable].find(
    (call) => call.isError && Object.keys(fieldProblems(call.error)).length === 0,
  );

  return (
    <section className={inbox.card} aria-labelledby="two-factor-title">
      <h3 id="two-factor-title" tabIndex={-1} className={`${styles.title} ${styles.focusTarget}`}>
        Two-factor sign-in{' '}
        <span className={member.twoFactor.enabled ? styles.on : styles.off}>
          {member.twoFactor.enabled ? 'On' : 'Off'}
        </span>
      </h3>
      {codes ? (
        <RecoveryCodes codes={codes} email={member.email} onDone={() => setCodes(null)} />
      ) : member.twoFactor.enabled ? (
        <form
          className={styles.form}
          noValidate
          aria-label="Turn off two-factor sign-in"
          onSubmit={off.handleSubmit(({ password }) => disable.mutate(password))}
        >
          <p>
            Signing in asks for a code from your authenticator app. If you lose your phone, sign in
            with a recovery code, then turn this off and set up the new phone.
          </p>
          <FormField
            id="two-factor-off-password"
            label="Your password, to turn it off"
            type="password"
            autoComplete="current-password"
            error={off.formState.errors.password?.message ?? fieldProblems(disable.error).password}
            {...off.register('password', { required: 'Enter your password' })}
          />
          <Button type="submit" variant="secondary" disabled={disable.isPending}>
            {disable.isPending ? 'Turning off…' : 'Turn off'}
          </Button>
        </form>
      ) : setup.data ? (
        <form
          className={styles.form}
          noValidate
          aria-label="Confirm your authenticator"
          onSubmit={confirm.handleSubmit(({ code }) => enable.mutate(code.replace(/\s+/g, '')))}
        >
          <ol
            id="two-factor-steps"
            tabIndex={-1}
            aria-label="Setting up the app"
            className={`${styles.steps} ${styles.focusTarget}`}
          >
            <li>Open your authenticator app and add an account.</li>
            <li>Scan this QR code, or type the key below it into the app.</li>
            <li>Enter the 6-digit code the app then shows.</li>
          </ol>
          <img
            className={styles.qr}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.data.qrSvg)}`}
            alt="QR code of your authenticator key"
            width={184}
            height={184}
          />
          <p className={styles.key}>
            <span className={styles.muted}>Key</span>
            <code className={styles.secret}>{grouped(setup.data.secret)}</code>
          </p>
          <FormField
            id="two-factor-code"
            label="The 6-digit code the app shows"
            autoComplete="one-time-code"
            inputMode="numeric"
            error={confirm.formState.errors.code?.message ?? fieldProblems(enable.error).code}
            {...confirm.register('code', { required: 'Enter the code from the app' })}
          />
          <span className={styles.actions}>
            <Button type="submit" disabled={enable.isPending}>
              {enable.isPending ? 'Turning on…' : 'Turn on'}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setup.reset();
                enable.reset();
                confirm.reset();
              }}
            >
              Cancel
            </Button>
          </span>
        </form>
      ) : (
        <div className={styles.form}>
          <p>
            With an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password …) a
            stolen password alone no longer opens the inbox.
          </p>
          <Button
            onClick={() => {
              setSaid(null);
              setup.mutate();
            }}
            disabled={setup.isPending}
          >
            {setup.isPending ? 'Starting…' : 'Set up an authenticator app'}
          </Button>
        </div>
      )}
      <p className={styles.said} role="status">
        {said && (
          <>
            <span aria-hidden="true">✓</span> {said}
          </>
        )}
      </p>
      {failed && (
        <p className={styles.problem} role="alert">
          <span aria-hidden="true">⚠</span>{' '}
          {problemText(failed.error, 'That did not work. Please try again in a moment.')}
        </p>
      )}
    </section>
  );
}

interface RecoveryCodesProps {
  codes: string[];
  email: string;
  onDone: () => void;
}

/** The recovery codes, this once: to copy or download, and put away before going on. */
function RecoveryCodes({ codes, email, onDone }: RecoveryCodesProps) {
  const [copied, setCopied] = useState<string | null>(null);
  const text = `Ghumakkad staff recovery codes for ${email}\nEach works once, in place of an authenticator code.\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('Copied. Paste them into your password manager now.');
    } catch {
      // No clipboard (an http page, or permission refused): the download still works.
      setCopied('Copying is not possible in this browser. Please download them instead.');
    }
  };
  return (
    <div className={styles.codes} role="region" aria-labelledby="recovery-codes-title">
      <h4
        id="recovery-codes-title"
        tabIndex={-1}
        className={`${styles.codesTitle} ${styles.focusTarget}`}
      >
        Store these recovery codes now
      </h4>
      <p>
        Two-factor sign-in is on. If you lose your phone, each code signs you in once instead of the
        app. They are shown only this once: keep them in a password manager or printed in a safe
        place, not on the phone.
      </p>
      <ul className={styles.codeList} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <span className={styles.actions}>
        <Button variant="secondary" onClick={() => void copy()}>
          Copy
        </Button>
        <a
          className={inbox.linkButton}
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="ghumakkad-recovery-codes.txt"
        >
          Download as text
        </a>
        <Button onClick={onDone}>I have stored them</Button>
      </span>
      <p className={styles.said} role="status">
        {copied}
      </p>
    </div>
  );
}
