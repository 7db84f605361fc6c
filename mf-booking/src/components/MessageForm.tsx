import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { Button, formPostPath, showToast, type LeadReceipt } from '@tour/shared';
import { useLeadForm, type LeadFormOptions, type LeadFormStatus } from '../hooks/useLeadForm';
import { ConsentNote } from './ConsentNote';
import { FormOutcome } from './FormOutcome';
import { PrivacyNoticeField } from './PrivacyNoticeField';
import { ReturnToField } from './ReturnToField';
import styles from './MessageForm.module.css';

type MessageKind = 'contact' | 'support';

interface MessageFormOptions<Input extends FieldValues, Output> extends LeadFormOptions<
  Input,
  Output
> {
  kind: MessageKind;
  /** Said under the form, and as a toast, when the message could not be sent. */
  failedText: string;
}

/**
 * A message to the agency (the contact page's and customer support's forms): a lead form whose
 * reference shows under it once sent, until the visitor edits a field or sends again.
 */
export function useMessageForm<Input extends FieldValues, Output>({
  failedText,
  ...options
}: MessageFormOptions<Input, Output>) {
  const lead = useLeadForm(options);
  const [sent, setSent] = useState<{ reference?: string } | null>(null);

  function field(name: Path<Input>) {
    const registered = lead.field(name, options.kind);
    return {
      ...registered,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setSent(null);
        return registered.onChange(event);
      },
    };
  }

  function submit(
    event: FormEvent,
    more: { onSent?: (receipt: LeadReceipt | undefined) => void; check?: () => boolean } = {},
  ) {
    setSent(null);
    return lead.submit(event, {
      onSent(receipt) {
        setSent({ reference: receipt?.reference });
        more.onSent?.(receipt);
      },
      onFailed(error) {
        console.error(`[booking] ${options.kind} message failed`, error);
        showToast('error', failedText);
      },
      check: more.check,
    });
  }

  return { kind: options.kind, lead, sent, field, submit, failedText };
}

/** What the form around the fields shows of its message's state (from useMessageForm). */
interface MessageState {
  kind: MessageKind;
  sent: { reference?: string } | null;
  failedText: string;
  lead: { status: LeadFormStatus; postFailed: boolean };
}

interface MessageFormProps {
  form: MessageState;
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent) => void;
  /** What shows once the message is sent, with its reference when the API gave one. */
  sentText: (reference: string | undefined) => ReactNode;
  children: ReactNode;
}

/**
 * The form around a message's fields: it posts itself without JavaScript, carries the privacy
 * notice's version and the page to come back to, and ends with the consent note and one button.
 */
export function MessageForm({ form, label, onSubmit, sentText, children }: MessageFormProps) {
  const pending = form.lead.status === 'pending';
  const sent = form.sent && sentText(form.sent.reference);
  return (
    <form
      className={styles.form}
      method="post"
      action={formPostPath(form.kind)}
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
    >
      <ReturnToField />
      <PrivacyNoticeField />
      {children}
      {sent && <FormOutcome kind="sent">{sent}</FormOutcome>}
      {form.lead.postFailed && <FormOutcome kind="failed">{form.failedText}</FormOutcome>}
      <ConsentNote />
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? 'Sending…' : 'Send Message'}
      </Button>
    </form>
  );
}

/** Two fields side by side, one above the other on a phone. */
export function FieldRow({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={className ? `${styles.row} ${className}` : styles.row}>{children}</div>;
}
