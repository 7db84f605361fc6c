import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, STAFF_ROLES, type StaffAccountCreation } from '@tour/shared';
import { FormField } from '../../components/FormField';
import { emailProblem } from '../emailField';
import { fieldProblems, problemText } from '../api/accountProblems';
import { staffClient } from '../api/staffClient';
import { staffKeys } from '../api/staffQueries';
import { ROLE_DUTIES, ROLE_LABELS } from './roles';
import inbox from '../inbox.module.css';
import settings from '../settings.module.css';
import styles from './TeamAccounts.module.css';

/** The form that adds a colleague: an agent unless chosen otherwise, with a first password. */
export function NewAccount() {
  const client = useQueryClient();
  const form = useForm<Required<StaffAccountCreation>>({
    defaultValues: { email: '', name: '', role: 'agent', password: '' },
  });
  const add = useMutation({
    mutationFn: (values: StaffAccountCreation) => staffClient.addAccount(values),
    onSuccess() {
      form.reset();
      void client.invalidateQueries({ queryKey: staffKeys.accounts });
      void client.invalidateQueries({ queryKey: staffKeys.colleagues });
    },
  });
  const problems = fieldProblems(add.error);
  const { errors } = form.formState;
  return (
    <section className={inbox.card} aria-labelledby="new-account-title">
      <h3 id="new-account-title" className={settings.title}>
        Add a colleague
      </h3>
      <form
        className={settings.form}
        noValidate
        aria-label="Add a colleague"
        onSubmit={form.handleSubmit(({ name, ...values }) =>
          add.mutate({
            ...values,
            email: values.email.trim(),
            ...(name.trim() ? { name: name.trim() } : {}),
          }),
        )}
      >
        <FormField
          id="new-account-email"
          label="Work email"
          type="email"
          autoComplete="off"
          error={errors.email?.message ?? problems.email}
          {...form.register('email', {
            validate: (value) => emailProblem(value, 'Enter their work email'),
          })}
        />
        <FormField
          id="new-account-name"
          label="Name"
          hint="As colleagues will see it; left empty, the part of the email before the @."
          autoComplete="off"
          error={problems.name}
          {...form.register('name')}
        />
        <fieldset className={styles.roles}>
          <legend className={styles.legend}>Role</legend>
          {STAFF_ROLES.map((role) => (
            <label key={role} className={styles.role}>
              <input type="radio" value={role} {...form.register('role')} />
              <span>
                <strong>{ROLE_LABELS[role]}</strong>
                <span className={settings.muted}>{ROLE_DUTIES[role]}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <FormField
          id="new-account-password"
          label="First password"
          type="password"
          autoComplete="new-password"
          hint="At least 12 characters, not easy to guess. Hand it over in person; they can change it under Your account."
          error={errors.password?.message ?? problems.password}
          {...form.register('password', { required: 'Choose a first password' })}
        />
        <p className={settings.said} role="status">
          {add.isSuccess && (
            <>
              <span aria-hidden="true">✓</span> Account added for {add.data.name} (
              {ROLE_LABELS[add.data.role].toLowerCase()}).
            </>
          )}
        </p>
        {add.isError && Object.keys(problems).length === 0 && (
          <p className={settings.problem} role="alert">
            <span aria-hidden="true">⚠</span>{' '}
            {problemText(add.error, 'The account could not be added. Please try again.')}
          </p>
        )}
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add account'}
        </Button>
      </form>
    </section>
  );
}
