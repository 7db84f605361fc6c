import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, type StaffSelf } from '@tour/shared';
import { FormField } from '../../components/FormField';
import { fieldProblems, problemText } from '../api/accountProblems';
import { staffClient } from '../api/staffClient';
import { staffKeys, useSignedOutWatch } from '../api/staffQueries';
import { Pill } from '../Pill';
import { RecoveryCodes } from './RecoveryCodes';
import inbox from '../inbox.module.css';
import styles from '../settings.module.css';

/** The base32 key in groups of four, as authenticator apps accept it typed. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

interface TwoFactorProps {
  member: StaffSelf;
  onSignedOut: () => void;
}

/**
 * Two-factor sign-in: set up with an authenticator app (ending with the recovery codes, shown
 * once), or turned off with the password.
 */
export function TwoFactor({ member, onSignedOut }: TwoFactorProps) {
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
      setSaid('Two-factor sign-in is off. Your other browsers have been signed out.');
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
        <Pill tone={member.twoFactor.enabled ? 'leaf' : 'grey'}>
          {member.twoFactor.enabled ? 'On' : 'Off'}
        </Pill>
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
