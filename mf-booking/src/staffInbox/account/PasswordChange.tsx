import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { Button, type StaffPasswordChange } from '@tour/shared';
import { FormField } from '../../components/FormField';
import { fieldProblems, problemText } from '../api/accountProblems';
import { staffClient } from '../api/staffClient';
import inbox from '../inbox.module.css';
import styles from '../settings.module.css';

/** Your password, changed: the API's refusals under the field they are about. */
export function PasswordChange() {
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
