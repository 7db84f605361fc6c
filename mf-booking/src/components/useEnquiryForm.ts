import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch } from 'react-hook-form';
import { enquirySchema } from '@tour/shared/contracts';
import { ApiError, TIMINGS_MS, useSiteStore, type EnquiryPrefill } from '@tour/shared';
import { submitEnquiry } from '../api/leads';
import { useLeadForm } from '../hooks/useLeadForm';

export const EMPTY_ENQUIRY = {
  name: '',
  phone: '',
  email: '',
  destination: '',
  departureCity: '',
  departureDate: '',
  people: '',
  notes: '',
};

const resolver = zodResolver(enquirySchema);

/** What the page's link carried (the /enquiry page), else what the modal was opened with. */
function prefillFor(fromPage: EnquiryPrefill | undefined): Partial<typeof EMPTY_ENQUIRY> {
  const { destination, departureDate, people } = fromPage ?? useSiteStore.getState().enquiryPrefill;
  return {
    ...(destination ? { destination } : {}),
    ...(departureDate ? { departureDate } : {}),
    ...(people ? { people: String(people) } : {}),
  };
}

const SERVER_FAILURE = 'Something went wrong. Please try again.';

/** Spec §8's words for an enquiry that did not arrive: the network's, or the server's. */
function failureMessage(error: unknown): string {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout')
    ? 'Failed to connect. Please check your internet.'
    : SERVER_FAILURE;
}

/**
 * The enquiry form's states of spec §4: idle → pending → sent, the success message (with the
 * lead's reference) reset after 10 s.
 */
export function useEnquiryForm(pagePrefill?: EnquiryPrefill) {
  const lead = useLeadForm({
    kind: 'enquiry',
    empty: EMPTY_ENQUIRY,
    resolver,
    // Spec §7: an enquiry succeeds on HTTP ok; the reference is shown when the body has one.
    send: async (payload, key) => (await submitEnquiry(payload, key))?.data,
    persistKey: 'ghumakkad.enquiry',
    prefill: prefillFor(pagePrefill),
  });
  const [sent, setSent] = useState<{ reference?: string } | null>(null);
  // A plain post the site's server could not store came back with the server's words.
  const [failure, setFailure] = useState<string | null>(lead.postFailed ? SERVER_FAILURE : null);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const [typedPhone, typedPeople] = useWatch({
    control: lead.form.control,
    name: ['phone', 'people'],
  });

  return {
    field: lead.field,
    errors: lead.form.formState.errors,
    typedPhone,
    typedPeople,
    pending: lead.status === 'pending',
    sent,
    failure,
    onSubmit(event: React.FormEvent) {
      setFailure(null);
      return lead.submit(event, {
        onSent(receipt) {
          setSent({ reference: receipt?.reference });
          clearTimeout(resetTimer.current);
          resetTimer.current = setTimeout(() => setSent(null), TIMINGS_MS.enquirySuccessReset);
        },
        onFailed(error) {
          console.error('[booking] enquiry failed', error);
          setFailure(failureMessage(error));
        },
      });
    },
  };
}
