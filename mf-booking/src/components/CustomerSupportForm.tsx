import { zodResolver } from '@hookform/resolvers/zod';
import { supportSchema } from '@tour/shared/contracts';
import { LEAD_SENT_TEXT, LeadReference } from '@tour/shared';
import { sendSupportMessage } from '../api/messages';
import { FormField, TextAreaField } from './FormField';
import { FieldRow, MessageForm, useMessageForm } from './MessageForm';

const EMPTY = { fullName: '', email: '', message: '' };
const resolver = zodResolver(supportSchema);

/** The customer support page's message form: it really sends (POST /support/add). */
export function CustomerSupportForm() {
  const message = useMessageForm({
    kind: 'support',
    empty: EMPTY,
    resolver,
    persistKey: 'ghumakkad.support',
    send: sendSupportMessage,
    failedText: 'Your message could not be sent. Please try again, or call us.',
  });

  return (
    <MessageForm
      form={message}
      label="Customer support"
      onSubmit={(event) => message.submit(event)}
      sentText={(reference) => (
        <>
          {LEAD_SENT_TEXT.support}
          <LeadReference reference={reference} />
        </>
      )}
    >
      <FieldRow>
        <FormField label="Full name" autoComplete="name" {...message.field('fullName')} />
        <FormField
          label="Email address"
          type="email"
          autoComplete="email"
          {...message.field('email')}
        />
      </FieldRow>
      <TextAreaField label="Message" {...message.field('message')} />
    </MessageForm>
  );
}
