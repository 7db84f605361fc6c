import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, emitSiteEvent, newIdempotencyKey, TIMINGS_MS, useSiteStore } from '@tour/shared';
import { submitEnquiry } from '../api/leads';
import {
  EMPTY_ENQUIRY,
  toEnquiryPayload,
  validateEnquiry,
  type EnquiryErrors,
  type EnquiryField,
  type EnquiryValues,
} from './enquiryValidation';

type Status = 'idle' | 'pending' | 'success';

function prefilledValues(): EnquiryValues {
  const prefill = useSiteStore.getState().enquiryPrefill;
  return {
    ...EMPTY_ENQUIRY,
    destination: prefill.destination ?? '',
    departureDate: prefill.departureDate ?? '',
    people: prefill.people ? String(prefill.people) : '',
  };
}

/** The enquiry form's states of spec §4: idle → pending → success (reset after 10 s). */
export function useEnquiryForm() {
  const [values, setValues] = useState<EnquiryValues>(prefilledValues);
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  // One key per distinct submission, so a retry or double click makes one lead.
  const idempotencyKey = useRef<string | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  function setField(field: EnquiryField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    idempotencyKey.current = null;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (status === 'pending') return;
    const found = validateEnquiry(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    idempotencyKey.current ??= newIdempotencyKey();
    setStatus('pending');
    try {
      await submitEnquiry(toEnquiryPayload(values), idempotencyKey.current);
      emitSiteEvent('booking:lead-submitted', { kind: 'enquiry' });
      setValues(EMPTY_ENQUIRY);
      idempotencyKey.current = null;
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

  return { values, errors, status, failure, setField, onSubmit };
}
