import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, Button, type StaffCredentials, type StaffSelf } from '@tour/shared';
import { isRateLimitedError, isSignedOutError, staffClient } from '../api/staffClient';
import { FormField } from '../../components/FormField';
import { emailProblem } from '../emailField';
import { staffKeys } from '../api/staffQueries';
import styles from './SignInPanel.module.css';

/**
 * The API's 401 when the password was right but the account has a second factor: the same
 * credentials again, with the authenticator's code (or a recovery code).
 */
export function asksForCode(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  const data = (error.body as { data?: { secondFactor?: unknown } } | undefined)?.data;
  return data?.secondFactor === 'required';
}

/** Why signing in failed, in words a person can act on. */
export function signInProblem(error: unknown): string {
  // The API words the wait ("… try again in 42 seconds.") and a wrong code.
  if (isRateLimitedError(error) && error instanceof ApiError) return error.message;
  if (asksForCode(error) && error instanceof ApiError) return `${error.message} Please try again.`;
  if (isSignedOutError(error)) return 'That email and password do not match a staff account.';
  if (error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout')) {
    return error.message;
  }
  if (error instanceof ApiError && error.status === 400) {
    return 'Please check the email address and password.';
  }
  return 'Signing in failed. Please try again in a moment.';
}

interface SignInPanelProps {
  /** Said above the form: why the visitor is here again ("You have signed out."). */
  notice: string | null;
  onSignedIn: (member: StaffSelf) => void;
}

/** The inbox's door: email and password, answered in words (wrong password, too many tries). */
export function SignInPanel({ notice, onSignedIn }: SignInPanelProps) {
  const client = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  // Back here after signing out or a session that ended: the reader is told where they are.
  useEffect(() => {
    if (notice) heading.current?.focus();
  }, [notice]);
  const form = useForm<Required<StaffCredentials>>({
    defaultValues: { email: '', password: '', code: '' },
  });
  const { errors } = form.formState;
  // Shown once the API has asked for it, with its words; the password stays typed meanwhile.
  const [codePrompt, setCodePrompt] = useState<string | null>(null);
  const codeNeeded = codePrompt !== null;
  const signIn = useMutation({
    // Signed in, then who: /staff/me also says whether a second factor must still be set up.
    mutationFn: async (credentials: StaffCredentials) => {
      await staffClient.signIn(credentials);
      return staffClient.me();
    },
    onSuccess(member) {
      client.setQueryData(staffKeys.me, member);
      onSignedIn(member);
    },
    onError(error, { code }) {
      if (asksForCode(error)) {
        form.resetField('code');
        // Asked for the first time: a step, not a failure, so no warning (see `problem` below);
        // the field it shows takes focus once there (the effect below). Else a wrong code.
        if (code === undefined && error instanceof ApiError) setCodePrompt(error.message);
        else form.setFocus('code');
        return;
      }
      if (isSignedOutError(error)) form.resetField('password');
      form.setFocus(isSignedOutError(error) ? 'password' : 'email');
    },
  });

  const { setFocus } = form;
  useEffect(() => {
    if (codePrompt !== null) setFocus('code');
  }, [codePrompt, setFocus]);

  // The first request for a code is said by the code field's hint instead.
  const firstAskForCode = asksForCode(signIn.error) && signIn.variables?.code === undefined;
  const problem = signIn.isError && !firstAskForCode ? signInProblem(signIn.error) : null;

  const onSubmit = form.handleSubmit(({ email, password, code }) => {
    signIn.reset();
    const trimmedCode = code.replace(/\s+/g, '');
    signIn.mutate({
      email: email.trim(),
      password,
      ...(codeNeeded && trimmedCode ? { code: trimmedCode } : {}),
    });
  });

  return (
    <section className={styles.panel} aria-labelledby="staff-sign-in-title">
      <p className={styles.eyebrow}>Ghumakkad staff</p>
      <h1 id="staff-sign-in-title" ref={heading} tabIndex={-1} className={styles.title}>
        Sign in to the lead inbox
      </h1>
      <p className={styles.intro}>
        Enquiries, booking requests and messages from the site, for the agency’s team only.
      </p>
      {notice && !codeNeeded && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Staff sign in">
        <FormField
          id="staff-email"
          label="Work email"
          type="email"
          autoComplete="username"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email', {
            validate: (value) => emailProblem(value, 'Enter your work email'),
          })}
        />
        <FormField
          id="staff-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password', { required: 'Enter your password' })}
        />
        {codePrompt !== null && (
          <FormField
            id="staff-code"
            label="Authenticator code or recovery code"
            hint={codePrompt}
            autoComplete="one-time-code"
            inputMode="text"
            error={errors.code?.message}
            {...form.register('code', {
              validate: (value) =>
                value.trim() !== '' || 'Enter the code from your authenticator app',
            })}
          />
        )}
        <p className={styles.problem} role="alert">
          {problem && (
            <>
              <span aria-hidden="true">⚠</span> {problem}
            </>
          )}
        </p>
        <Button type="submit" size="lg" block disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </section>
  );
}
