import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Skeleton, type StaffSubject, type StaffSubjectRecords } from '@tour/shared';
import { isSignedOutError, staffClient } from '../api/staffClient';
import { FormField } from '../../components/FormField';
import { emailProblem } from '../emailField';
import type { Announcer } from '../leads/LeadDetail';
import { formatDateTime, KIND_LABELS } from '../labels';
import { staffKeys, useSignedOutWatch } from '../api/staffQueries';
import { StatusBadge } from '../leads/StatusBadge';
import inbox from '../inbox.module.css';
import styles from './PrivacyRequests.module.css';

interface RequestForm {
  by: 'email' | 'phone';
  value: string;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The subject as the API takes it, from what was typed. */
export function subjectOf({ by, value }: RequestForm): StaffSubject {
  return by === 'email' ? { email: value.trim() } : { phone: value.trim() };
}

/** The person's data as a file they can be sent (DPDP access request). */
function downloadHref(records: StaffSubjectRecords): string {
  return `data:application/json;charset=utf-8,${encodeURIComponent(JSON.stringify(records, null, 2))}`;
}

interface PrivacyRequestsProps {
  announce: Announcer;
  onSignedOut: () => void;
}

/**
 * A visitor's privacy rights (India's DPDP Act), worked by staff: find everything held about an
 * email address or a phone number, hand it over as a file, or erase it for good.
 */
export function PrivacyRequests({ announce, onSignedOut }: PrivacyRequestsProps) {
  const client = useQueryClient();
  const [subject, setSubject] = useState<StaffSubject | null>(null);
  const [confirming, setConfirming] = useState(false);
  const form = useForm<RequestForm>({ defaultValues: { by: 'email', value: '' } });
  const by = useWatch({ control: form.control, name: 'by' });
  const { errors } = form.formState;

  const records = useQuery({
    queryKey: [...staffKeys.all, 'subject', subject],
    queryFn: ({ signal }) => staffClient.subject(subject as StaffSubject, signal),
    enabled: subject !== null,
    retry: false,
    // Personal data: asked afresh each time, kept nowhere once the view moves on.
    staleTime: 0,
    gcTime: 0,
  });
  useSignedOutWatch(records.error, onSignedOut);

  const erase = useMutation({
    mutationFn: (who: StaffSubject) => staffClient.eraseSubject(who),
    onSuccess(erased) {
      setConfirming(false);
      setSubject(null);
      form.reset({ by, value: '' });
      // Lists, leads and the log that showed the erased leads are out of date.
      void client.invalidateQueries({ queryKey: staffKeys.all, refetchType: 'none' });
      announce.done(
        `Erased ${plural(erased.leads, 'lead')} and ${plural(erased.outbox, 'notification')}.`,
      );
    },
    onError(error) {
      if (isSignedOutError(error)) onSignedOut();
      else announce.failed('Nothing was erased: the request failed. Please try again.');
    },
  });

  const find = form.handleSubmit((values) => {
    setConfirming(false);
    setSubject(subjectOf(values));
  });

  const who = subject ? ('email' in subject ? subject.email : subject.phone) : '';
  const found = records.data;
  // Encoded once per answer, not on every render (the confirm step re-renders).
  const download = useMemo(() => found && downloadHref(found), [found]);

  return (
    <div className={styles.wrap}>
      <form className={styles.form} onSubmit={find} noValidate aria-label="Find a person’s data">
        <p className={styles.intro}>
          When someone asks what we hold about them, or asks us to erase it, find them by the email
          address or phone number they gave. Every search and erasure is logged, without the address
          itself.
        </p>
        <fieldset className={styles.by}>
          <legend>Find by</legend>
          <label>
            <input type="radio" value="email" {...form.register('by')} /> Email
          </label>
          <label>
            <input type="radio" value="phone" {...form.register('by')} /> Phone
          </label>
        </fieldset>
        <div className={styles.search}>
          <FormField
            id="privacy-subject"
            label={by === 'email' ? 'Email address' : 'Phone number'}
            type={by === 'email' ? 'email' : 'tel'}
            inputMode={by === 'email' ? 'email' : 'tel'}
            autoComplete="off"
            error={errors.value?.message}
            {...form.register('value', {
              validate: (value, values) => {
                if (values.by === 'email') return emailProblem(value, 'Enter the email address');
                return value.trim().replace(/\D/g, '').length >= 6 || 'Enter the phone number';
              },
            })}
          />
          <Button type="submit" disabled={records.isFetching}>
            {records.isFetching ? 'Finding…' : 'Find'}
          </Button>
        </div>
      </form>

      {subject && records.isPending && (
        <div className={inbox.card} aria-busy="true">
          <span className="visually-hidden">Finding what we hold…</span>
          <Skeleton height={24} width="60%" />
          <Skeleton height={44} />
        </div>
      )}

      {subject && records.isError && !isSignedOutError(records.error) && (
        <div className={inbox.card}>
          <p>The search failed. Please check your connection and try again.</p>
          <Button variant="secondary" onClick={() => void records.refetch()}>
            Try again
          </Button>
        </div>
      )}

      {subject && found && (
        <section className={inbox.card} aria-labelledby="privacy-result-title">
          <h2 id="privacy-result-title" className={styles.resultTitle}>
            What we hold about <span className={styles.who}>{who}</span>
          </h2>
          {found.leads.length === 0 ? (
            <p>
              Nothing: no lead, subscription or notification carries this{' '}
              {by === 'email' ? 'address' : 'number'}.
            </p>
          ) : (
            <>
              <p>
                {plural(found.leads.length, 'lead')} and{' '}
                {plural(found.outbox.length, 'notification')}.
              </p>
              <ul className={styles.leads} aria-label="Their leads">
                {found.leads.map((lead) => (
                  <li key={lead.id}>
                    <span className={styles.reference}>{lead.reference}</span>
                    <span>{KIND_LABELS[lead.kind]}</span>
                    <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
                    <StatusBadge status={lead.status} />
                    <Link to={`?lead=${lead.id}`}>
                      Open<span className="visually-hidden"> lead {lead.reference}</span>
                    </Link>
                  </li>
                ))}
              </ul>
              <div className={styles.actions}>
                <a
                  className={inbox.linkButton}
                  href={download}
                  download={`ghumakkad-data-${new Date().toISOString().slice(0, 10)}.json`}
                >
                  Download it all (JSON)
                </a>
                {!confirming && (
                  <Button variant="secondary" onClick={() => setConfirming(true)}>
                    Erase everything…
                  </Button>
                )}
              </div>
              {confirming && (
                <div className={styles.confirm} role="group" aria-labelledby="privacy-erase-title">
                  <h3 id="privacy-erase-title">Erase for good?</h3>
                  <p>
                    This deletes {plural(found.leads.length, 'lead')} and{' '}
                    {plural(found.outbox.length, 'notification')} about {who}. It cannot be undone;
                    the activity log keeps only the counts.
                  </p>
                  <div className={styles.actions}>
                    <Button onClick={() => erase.mutate(subject)} disabled={erase.isPending}>
                      {erase.isPending ? 'Erasing…' : 'Yes, erase for good'}
                    </Button>
                    <Button variant="ghost" onClick={() => setConfirming(false)}>
                      Cancel
                    </Button>
                  </div>
                </div>
              )}
            </>
          )}
        </section>
      )}
    </div>
  );
}
