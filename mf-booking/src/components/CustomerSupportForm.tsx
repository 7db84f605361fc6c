import { useState, type FormEvent } from 'react';
import { Button, showToast } from '@tour/shared';
import { sendSupportMessage } from '../api/messages';
import { isValidEmail, useFormFields } from '../hooks/useFormFields';
import { ConsentNote } from './ConsentNote';
import { FormField, TextAreaField } from './FormField';
import styles from './ContactForm.module.css';

const EMPTY = { fullName: '', email: '', message: '' };
type Field = keyof typeof EMPTY;

/** The customer support page's message form: it really sends (POST /support/add). */
export function CustomerSupportForm() {
  const form = useFormFields<Field>(EMPTY, { persistKey: 'ghumakkad.support' });
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const { values, errors } = form;

  function validate() {
    const found: Partial<Record<Field, string>> = {};
    if (!values.fullName.trim()) found.fullName = 'Please enter your full name';
    if (!values.email.trim()) found.email = 'Please enter your email address';
    else if (!isValidEmail(values.email)) found.email = 'Enter a valid email address';
    if (values.message.trim().length < 10) {
      found.message = 'Please tell us a little more (at least 10 characters)';
    }
    return found;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const found = validate();
    form.setErrors(found);
    setSent(false);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await sendSupportMessage(
        {
          fullName: values.fullName.trim(),
          email: values.email.trim(),
          message: values.message.trim(),
        },
        form.idempotencyKey(),
      );
      form.reset();
      setSent(true);
    } catch (error) {
      console.error('[booking] support message failed', error);
      showToast('error', 'Your message could not be sent. Please try again, or call us.');
    } finally {
      setPending(false);
    }
  }

  const field = (name: Field) => ({
    id: `support-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setSent(false);
      form.setField(name, event.target.value);
    },
  });

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
        </p>
      )}
      <ConsentNote />
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? 'Sending…' : 'Send Message'}
      </Button>
    </form>
  );
}
