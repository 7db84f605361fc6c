import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { supportSchema } from '@tour/shared/contracts';
import { Button, formPostPath, LEAD_SENT_TEXT, showToast } from '@tour/shared';
import { noticeChangedMessage } from '../api/consent';
import { sendSupportMessage } from '../api/messages';
import { useLeadForm } from '../hooks/useLeadForm';
import { ConsentNote } from './ConsentNote';
import { FormField, TextAreaField } from './FormField';
import { PrivacyNoticeField } from './PrivacyNoticeField';
import { ReturnToField } from './ReturnToField';
import styles from './ContactForm.module.css';

const EMPTY = { fullName: '', email: '', message: '' };
const resolver = zodResolver(supportSchema);
const FAILED = 'Your message could not be sent. Please try again, or call us.';

/** The customer support page's message form: it really sends (POST /support/add). */
export function CustomerSupportForm() {
  const lead = useLeadForm({
    kind: 'support',
    empty: EMPTY,
    resolver,
    persistKey: 'ghumakkad.support',
    send: sendSupportMessage,
  });
  const [sent, setSent] = useState<{ reference?: string } | null>(null);

  function onSubmit(event: React.FormEvent) {
    setSent(null);
    return lead.submit(event, {
      onSent: (receipt) => setSent({ reference: receipt?.reference }),
      onFailed(error) {
        console.error('[booking] support message failed', error);
        showToast('error', noticeChangedMessage(error) ?? FAILED);
      },
    });
  }

  const field = (name: keyof typeof EMPTY) => {
    const registered = lead.field(name, 'support');
    return {
      ...registered,
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setSent(null);
        return registered.onChange(event);
      },
    };
  };

  return (
    <form
      className={styles.form}
      method="post"
      action={formPostPath('support')}
      onSubmit={onSubmit}
      noValidate
      aria-label="Customer support"
    >
      <ReturnToField />
      <PrivacyNoticeField />
      <div className={styles.row}>
        <FormField label="Full name" autoComplete="name" {...field('fullName')} />
        <FormField label="Email address" type="email" autoComplete="email" {...field('email')} />
      </div>
      <TextAreaField label="Message" {...field('message')} />
      {sent && (
        <p className={styles.sent} role="status">
          {LEAD_SENT_TEXT.support}
          {sent.reference && <> Your reference: {sent.reference}.</>}
        </p>
      )}
      {lead.postFailed && (
        <p className={styles.failed} role="alert">
          {FAILED}
        </p>
      )}
      <ConsentNote />
      <Button type="submit" size="lg" disabled={lead.status === 'pending'}>
        {lead.status === 'pending' ? 'Sending…' : 'Send Message'}
      </Button>
    </form>
  );
}
