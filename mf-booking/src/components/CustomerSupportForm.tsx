import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { supportSchema } from '@tour/shared/contracts';
import { Button, showToast } from '@tour/shared';
import { sendSupportMessage } from '../api/messages';
import { useLeadForm } from '../hooks/useLeadForm';
import { ConsentNote } from './ConsentNote';
import { FormField, TextAreaField } from './FormField';
import styles from './ContactForm.module.css';

const EMPTY = { fullName: '', email: '', message: '' };
const resolver = zodResolver(supportSchema);

/** The customer support page's message form: it really sends (POST /support/add). */
export function CustomerSupportForm() {
  const lead = useLeadForm({
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
        showToast('error', 'Your message could not be sent. Please try again, or call us.');
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
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Customer support">
      <div className={styles.row}>
        <FormField label="Full name" autoComplete="name" {...field('fullName')} />
        <FormField label="Email address" type="email" autoComplete="email" {...field('email')} />
      </div>
      <TextAreaField label="Message" {...field('message')} />
      {sent && (
        <p className={styles.sent} role="status">
          Thank you! Our support team will reply within one working day.
          {sent.reference && <> Your reference: {sent.reference}.</>}
        </p>
      )}
      <ConsentNote />
      <Button type="submit" size="lg" disabled={lead.status === 'pending'}>
        {lead.status === 'pending' ? 'Sending…' : 'Send Message'}
      </Button>
    </form>
  );
}
