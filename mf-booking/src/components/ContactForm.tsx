import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema } from '@tour/shared/contracts';
import { Button, formPostPath, LEAD_SENT_TEXT, showToast } from '@tour/shared';
import { noticeChangedMessage } from '../api/consent';
import { sendContactMessage } from '../api/messages';
import { useLeadForm } from '../hooks/useLeadForm';
import { generateCaptcha } from './captcha';
import { ConsentNote } from './ConsentNote';
import { FormField, TextAreaField } from './FormField';
import { PrivacyNoticeField } from './PrivacyNoticeField';
import { ReturnToField } from './ReturnToField';
import styles from './ContactForm.module.css';

const EMPTY = { name: '', email: '', subject: '', message: '' };
const resolver = zodResolver(contactSchema);
const FAILED = 'Your message could not be sent. Please try again in a moment.';

/** The contact page's 'Leave a message' form with the captcha of spec §5. */
export function ContactForm() {
  // Drawn in the browser once the form is there: the server's HTML cannot know the code, and the
  // first render must match it.
  const [captcha, setCaptcha] = useState('');
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a code of the browser's own, once
    setCaptcha(generateCaptcha());
  }, []);
  // The typed code is not part of the lead and is never kept: a reload draws a new one.
  const [typedCode, setTypedCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const codeInput = useRef<HTMLInputElement>(null);
  const [reference, setReference] = useState<string | null>(null);

  const lead = useLeadForm({
    kind: 'contact',
    empty: EMPTY,
    resolver,
    persistKey: 'ghumakkad.contact',
    send: sendContactMessage,
  });

  function checkCode(): boolean {
    const typed = typedCode.trim();
    const error = !typed
      ? 'Required'
      : typed !== captcha
        ? 'Incorrect captcha. Please try again.'
        : undefined;
    setCodeError(error);
    // The fields' own errors take focus first; only a wrong code alone needs it here.
    if (error && Object.keys(lead.form.formState.errors).length === 0) codeInput.current?.focus();
    return !error;
  }

  function onSubmit(event: React.FormEvent) {
    setReference(null);
    return lead.submit(event, {
      onSent(receipt) {
        showToast('success', LEAD_SENT_TEXT.contact);
        setReference(receipt?.reference ?? null);
        setTypedCode('');
        setCaptcha(generateCaptcha());
      },
      onFailed(error) {
        console.error('[booking] contact message failed', error);
        showToast('error', noticeChangedMessage(error) ?? FAILED);
      },
      check: checkCode,
    });
  }

  const field = (name: keyof typeof EMPTY) => {
    const registered = lead.field(name, 'contact');
    return {
      ...registered,
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setReference(null);
        return registered.onChange(event);
      },
    };
  };

  return (
    <form
      className={styles.form}
      method="post"
      action={formPostPath('contact')}
      onSubmit={onSubmit}
      noValidate
      aria-label="Leave a message"
    >
      <ReturnToField />
      <PrivacyNoticeField />
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
              setTypedCode('');
              setCodeError(undefined);
            }}
          >
            New code
          </Button>
        </div>
        <FormField
          id="contact-captcha"
          ref={codeInput}
          label="Type the code"
          autoComplete="off"
          value={typedCode}
          error={codeError}
          onChange={(event) => {
            setTypedCode(event.target.value);
            setCodeError(undefined);
          }}
        />
      </div>
      {reference && (
        <p className={styles.sent} role="status">
          Thank you! Your message has reached us. Your reference: {reference}.
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
