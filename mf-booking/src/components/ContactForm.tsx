import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema } from '@tour/shared/contracts';
import { Button, LEAD_SENT_TEXT, LeadReference, showToast } from '@tour/shared';
import { sendContactMessage } from '../api/messages';
import { generateCaptcha } from './captcha';
import { FormField, TextAreaField } from './FormField';
import { FieldRow, MessageForm, useMessageForm } from './MessageForm';
import styles from './ContactForm.module.css';

const EMPTY = { name: '', email: '', subject: '', message: '' };
const resolver = zodResolver(contactSchema);

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

  const message = useMessageForm({
    kind: 'contact',
    empty: EMPTY,
    resolver,
    persistKey: 'ghumakkad.contact',
    send: sendContactMessage,
    failedText: 'Your message could not be sent. Please try again in a moment.',
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
    if (error && Object.keys(message.lead.form.formState.errors).length === 0) {
      codeInput.current?.focus();
    }
    return !error;
  }

  return (
    <MessageForm
      form={message}
      label="Leave a message"
      onSubmit={(event) =>
        message.submit(event, {
          onSent() {
            showToast('success', LEAD_SENT_TEXT.contact);
            setTypedCode('');
            setCaptcha(generateCaptcha());
          },
          check: checkCode,
        })
      }
      sentText={(reference) =>
        reference && (
          <>
            Thank you! Your message has reached us.
            <LeadReference reference={reference} />
          </>
        )
      }
    >
      <FieldRow>
        <FormField label="Your name" autoComplete="name" {...message.field('name')} />
        <FormField label="Email" type="email" autoComplete="email" {...message.field('email')} />
      </FieldRow>
      <FormField label="Subject (optional)" {...message.field('subject')} />
      <TextAreaField label="Message" {...message.field('message')} />
      <FieldRow className={styles.captchaRow}>
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
      </FieldRow>
    </MessageForm>
  );
}
