import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  isNotFound,
  LEAD_STATUSES,
  Skeleton,
  type LeadStatus,
  type StaffLead,
  type StaffLeadChange,
  type StaffMember,
} from '@tour/shared';
import { isSignedOutError, staffClient } from '../api/staffClient';
import {
  deliveryWarning,
  fieldLabel,
  fieldValue,
  formatDateTime,
  KIND_LABELS,
  STATUS_LABELS,
} from '../labels';
import { staffKeys, storeChangedLead, useSignedOutWatch } from '../api/staffQueries';
import { LabelledOptions } from './LabelledOptions';
import { DeliveryWarning, StatusBadge } from './StatusBadge';
import { privacyNoticeLine } from './privacyNotice';
import { budgetSpentText } from './budgetSpent';
import styles from './LeadDetail.module.css';

/** The longest note the form accepts. */
export const MAX_NOTES = 5000;

export interface Announcer {
  /** Said in the page's live region: "Status set to Contacted." */
  done: (message: string) => void;
  /** Said at once (an alert): a change that could not be saved. */
  failed: (message: string) => void;
}

interface LeadDetailProps {
  id: number;
  colleagues: StaffMember[];
  announce: Announcer;
  onBack: () => void;
  onSignedOut: () => void;
}

/** What a change did, in words, for the live region. */
function changeMessage(change: StaffLeadChange, lead: StaffLead): string {
  if (change.status !== undefined) return `Status set to ${STATUS_LABELS[lead.status]}.`;
  if (change.assigneeId !== undefined) {
    return lead.assignee ? `Assigned to ${lead.assignee.name}.` : 'No longer assigned to anyone.';
  }
  return 'Notes saved.';
}

/** One lead whole: what the visitor sent, how it stands, its notes and its history. */
export function LeadDetail({ id, colleagues, announce, onBack, onSignedOut }: LeadDetailProps) {
  const client = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const lead = useQuery({
    queryKey: staffKeys.lead(id),
    queryFn: ({ signal }) => staffClient.lead(id, signal),
    staleTime: 15_000,
    retry: false,
  });
  useSignedOutWatch(lead.error, onSignedOut);

  const change = useMutation({
    mutationFn: (body: StaffLeadChange) => staffClient.changeLead(id, body),
    onSuccess(updated, body) {
      storeChangedLead(client, updated);
      announce.done(changeMessage(body, updated));
    },
    onError(error) {
      if (isSignedOutError(error)) onSignedOut();
      else announce.failed('The change could not be saved. Please try again.');
    },
  });

  const redeliver = useMutation({
    mutationFn: () => staffClient.redeliver(id),
    onSuccess(updated) {
      storeChangedLead(client, updated);
      announce.done('Sending the notification again.');
    },
    onError(error) {
      if (isSignedOutError(error)) onSignedOut();
      else announce.failed('The notification could not be sent again. Please try again.');
    },
  });

  // Focus follows the lead that opened, so a keyboard or screen reader user lands on it.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, [id]);

  const data = lead.data;
  const pending = change.isPending ? change.variables : undefined;

  return (
    <article className={styles.detail} aria-labelledby="lead-detail-title">
      <button type="button" className={styles.back} onClick={onBack}>
        <span aria-hidden="true">←</span> Back to leads
      </button>
      <header className={styles.header}>
        <h2 id="lead-detail-title" ref={heading} tabIndex={-1} className={styles.title}>
          {data ? (
            <>
              <span className={styles.kind}>{KIND_LABELS[data.kind]}</span>
              <span className={styles.reference}>{data.reference}</span>
            </>
          ) : (
            'Lead'
          )}
        </h2>
        {data && (
          <div className={styles.summary}>
            <StatusBadge status={data.status} />
            <span>
              Received <time dateTime={data.createdAt}>{formatDateTime(data.createdAt)}</time>
            </span>
          </div>
        )}
      </header>

      {lead.isPending && (
        <div className={styles.loading} aria-busy="true">
          <span className="visually-hidden">Loading the lead…</span>
          <Skeleton height={44} />
          <Skeleton height={18} width="60%" />
          <Skeleton height={18} width="80%" />
          <Skeleton height={120} />
        </div>
      )}

      {lead.isError && !isSignedOutError(lead.error) && (
        <div className={styles.message}>
          {isNotFound(lead.error) ? (
            <p>This lead is not there any more: it may have been erased.</p>
          ) : (
            <>
              <p>
                {budgetSpentText(lead.error) ??
                  'The lead could not be loaded. Please check your connection and try again.'}
              </p>
              <Button variant="secondary" onClick={() => void lead.refetch()}>
                Try again
              </Button>
            </>
          )}
        </div>
      )}

      {data && (
        <>
          {deliveryWarning(data.delivery) && (
            <div className={styles.delivery}>
              <DeliveryWarning text={deliveryWarning(data.delivery) ?? ''} />
              {data.delivery === 'dead' && (
                <Button
                  variant="secondary"
                  onClick={() => redeliver.mutate()}
                  disabled={redeliver.isPending}
                >
                  {redeliver.isPending ? 'Sending…' : 'Send again'}
                </Button>
              )}
            </div>
          )}
          <section className={styles.section} aria-labelledby="lead-manage-title">
            <h3 id="lead-manage-title" className={styles.sectionTitle}>
              Work on this lead
            </h3>
            <div className={styles.controls}>
              <div className={styles.control}>
                <label htmlFor="lead-detail-status">Set status</label>
                <select
                  id="lead-detail-status"
                  value={pending?.status ?? data.status}
                  onChange={(event) => change.mutate({ status: event.target.value as LeadStatus })}
                >
                  <LabelledOptions values={LEAD_STATUSES} labels={STATUS_LABELS} />
                </select>
              </div>
              <div className={styles.control}>
                <label htmlFor="lead-detail-assignee">Assign to</label>
                <select
                  id="lead-detail-assignee"
                  value={String(
                    pending?.assigneeId !== undefined
                      ? (pending.assigneeId ?? '')
                      : (data.assignee?.id ?? ''),
                  )}
                  onChange={(event) =>
                    change.mutate({
                      assigneeId: event.target.value ? Number(event.target.value) : null,
                    })
                  }
                >
                  <option value="">Nobody yet</option>
                  {withAssignee(colleagues, data.assignee).map((member) => (
                    <option key={member.id} value={member.id}>
                      {member.name}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <NotesForm
              key={data.id}
              notes={data.notes}
              saving={change.isPending && pending?.notes !== undefined}
              disabled={change.isPending}
              onSave={(notes) => change.mutateAsync({ notes }).then((saved) => saved.notes)}
            />
          </section>

          <section className={styles.section} aria-labelledby="lead-sent-title">
            <h3 id="lead-sent-title" className={styles.sectionTitle}>
              What the visitor sent
            </h3>
            <dl className={styles.fields}>
              {Object.entries(data.payload).map(([key, value]) => (
                <div key={key} className={styles.fieldRow}>
                  <dt>{fieldLabel(key)}</dt>
                  <dd>{fieldValue(value)}</dd>
                </div>
              ))}
            </dl>
            <p className={styles.privacy}>{privacyNoticeLine(data.privacyNotice)}</p>
          </section>

          <section className={styles.section} aria-labelledby="lead-history-title">
            <h3 id="lead-history-title" className={styles.sectionTitle}>
              History
            </h3>
            {data.history.length === 0 ? (
              <p className={styles.muted}>Nothing has been done with this lead yet.</p>
            ) : (
              <ol className={styles.history}>
                {data.history.map((entry) => (
                  <li key={entry.id}>
                    <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                    <span>
                      <strong>{entry.actor ?? 'System'}</strong> {entry.detail}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      )}
    </article>
  );
}

/** The colleagues to assign to, with the current assignee even if no longer among them. */
function withAssignee(colleagues: StaffMember[], assignee: StaffMember | null): StaffMember[] {
  if (!assignee || colleagues.some((member) => member.id === assignee.id)) return colleagues;
  return [...colleagues, assignee];
}

interface NotesFormProps {
  notes: string;
  saving: boolean;
  disabled: boolean;
  /** Saves and resolves with the notes as stored. */
  onSave: (notes: string) => Promise<string>;
}

/** The agency's own notes on the lead, saved on request. */
function NotesForm({ notes, saving, disabled, onSave }: NotesFormProps) {
  const form = useForm<{ notes: string }>({ defaultValues: { notes } });
  const { errors, isDirty } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const stored = await onSave(values.notes);
      form.reset({ notes: stored });
    } catch {
      // Said by the page's alert; the typed notes stay for another try.
    }
  });
  return (
    <form className={styles.notes} onSubmit={submit} noValidate>
      <label htmlFor="lead-detail-notes">Notes</label>
      <p id="lead-detail-notes-hint" className={styles.hint}>
        For the team only; the visitor never sees them.
      </p>
      <textarea
        id="lead-detail-notes"
        rows={5}
        aria-describedby={`lead-detail-notes-hint${errors.notes ? ' lead-detail-notes-error' : ''}`}
        aria-invalid={errors.notes ? true : undefined}
        {...form.register('notes', {
          maxLength: { value: MAX_NOTES, message: `Notes must be at most ${MAX_NOTES} characters` },
        })}
      />
      {errors.notes && (
        <p id="lead-detail-notes-error" className={styles.error}>
          <span aria-hidden="true">⚠</span> {errors.notes.message}
        </p>
      )}
      <div className={styles.notesActions}>
        <Button type="submit" disabled={disabled || !isDirty}>
          {saving ? 'Saving…' : 'Save notes'}
        </Button>
      </div>
    </form>
  );
}
