import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, TIMINGS_MS, useSiteStore } from '@tour/shared';
import { submitEnquiry } from '../api/leads';
import { useFormFields } from '../hooks/useFormFields';
import {
  EMPTY_ENQUIRY,
  toEnquiryPayload,
  validateEnquiry,
  type EnquiryField,
} from './enquiryValidation';

type Status = 'idle' | 'pending' | 'success';

function storePrefill(): Partial<Record<EnquiryField, string>> {
  const { destination, departureDate, people } = useSiteStore.getState().enquiryPrefill;
  return {
    ...(destination ? { destination } : {}),
    ...(departureDate ? { departureDate } : {}),
    ...(people ? { people: String(people) } : {}),
  };
}

/** The enquiry form's states of spec §4: idle → pending → success (reset after 10 s). */
export function useEnquiryForm() {
  const form = useFormFields<EnquiryField>(EMPTY_ENQUIRY, {
    persistKey: 'ghumakkad.enquiry',
    prefill: storePrefill(),
  });
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (status === 'pending') return;
    const found = validateEnquiry(form.values);
    form.setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setStatus('pending');
    try {
      // Spec §7: an enquiry succeeds on HTTP ok; the body's fields are not used.
      await submitEnquiry(toEnquiryPayload(form.values), form.idempotencyKey());
      form.reset();
      setStatus('success');
      resetTimer.current = setTimeout(() => setStatus('idle'), TIMINGS_MS.enquirySuccessReset);
    } catch (error) {
      console.error('[booking] enquiry failed', error);
      setFailure(
        error instanceof ApiError && error.kind === 'network'
          ? 'Failed to connect. Please check your internet.'
          : 'Something went wrong. Please try again.',
      );
      setStatus('idle');
    }
  }

  return {
    values: form.values,
    errors: form.errors,
    setField: form.setField,
    status,
    failure,
    onSubmit,
  };
}
