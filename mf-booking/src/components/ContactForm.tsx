import { useEffect, useState, type FormEvent } from 'react';
import { Button, showToast } from '@tour/shared';
import { sendContactMessage } from '../api/messages';
import { isValidEmail, useFormFields } from '../hooks/useFormFields';
import { generateCaptcha } from './captcha';
import { ConsentNote } from './ConsentNote';
import { FormField, TextAreaField } from './FormField';
import styles from './ContactForm.module.css';

const EMPTY = { name: '', email: '', subject: '', message: '', captcha: '' };
type Field = keyof typeof EMPTY;

/** The contact page's 'Leave a message' form with the captcha of spec §5. */
export function ContactForm() {
  // A draft survives a reload; the typed code does not, since a reload draws a new one.
  const form = useFormFields<Field>(EMPTY, {
    persistKey: 'ghumakkad.contact',
    prefill: { captcha: '' },
  });
  // Drawn in the browser once the form is there: the server's HTML cannot know the code, and the
  // first render must match it.
  const [captcha, setCaptcha] = useState('');
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a code of the browser's own, once
    setCaptcha(generateCaptcha());
  }, []);
  const [pending, setPending] = useState(false);
  const { values, errors } = form;

  function validate() {
    const found: Partial<Record<Field, string>> = {};
    if (!values.name.trim()) found.name = 'Please enter your name';
    if (!values.email.trim()) found.email = 'Please enter your email';
    else if (!isValidEmail(values.email)) found.email = 'Enter a valid email address';
    if (!values.message.trim()) found.message = 'Please write your message';
    if (!values.captcha.trim()) found.captcha = 'Please type the code shown';
    else if (values.captcha.trim() !== captcha)
      found.captcha = 'Incorrect captcha. Please try again.';
    return found;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const found = validate();
    form.setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await sendContactMessage(
        {
          name: values.name.trim(),
          email: values.email.trim(),
          subject: values.subject.trim() || undefined,
          message: values.message.trim(),
        },
        form.idempotencyKey(),
      );
      showToast('success', 'Form submitted successfully.');
      form.reset();
      setCaptcha(generateCaptcha());
    } catch (error) {
      console.error('[booking] contact message failed', error);
      showToast('error', 'Your message could not be sent. Please try again in a moment.');
    } finally {
      setPending(false);
    }
  }

  const field = (name: Field) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      form.setField(name, event.target.value),
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Leave a message">
      <div className={styles.row}>
        <FormField label="Your name" autoComplete="name" {...field('name')} />
        <FormField label="Email" type="email" autoComplete="email" {...field('email')} />
      </div>
      <FormField label="Subject (optional)" {...field('subject')} />
      <TextAreaField label="Message" {...field('message')} />
      <div className={styles.captchaRow}>
        <div className={styles.captchaCode}>
          <span className={styles.captchaLabel} id="captcha-code-label">
            Code
          </span>
          <output
            aria-labelledby="captcha-code-label"
            className={styles.code}
            data-testid="captcha-code"
          >
            {captcha}
          </output>
          <Button
            variant="ghost"
            onClick={() => {
              setCaptcha(generateCaptcha());
              form.setField('captcha', '');
            }}
          >
            New code
          </Button>
        </div>
        <FormField label="Type the code" autoComplete="off" {...field('captcha')} />
      </div>
      <ConsentNote />
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? 'Sending…' : 'Send Message'}
      </Button>
    </form>
  );
}
