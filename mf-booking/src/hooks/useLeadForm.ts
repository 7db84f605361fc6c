import { useEffect, useRef, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { newIdempotencyKey, type LeadReceipt } from '@tour/shared';
import { clearDraft, readDraft, saveDraft, type SubmissionIdentity } from './leadDrafts';

interface LeadFormOptions<Input extends FieldValues, Output> {
  /** Every field empty, as the form starts and as a sent form returns to. */
  empty: NoInfer<Input>;
  /** zodResolver of the shared schema the API applies too, so both say the same. */
  resolver: Resolver<Input, unknown, Output>;
  /** Sends what the schema made of the fields; the key makes a retry safe. */
  send: (payload: Output, idempotencyKey: string) => Promise<LeadReceipt | undefined>;
  /** With a key, what was typed survives a reload (sessionStorage) until it is sent. */
  persistKey?: string;
  /** What another part of the page chose (e.g. the search bar's destination); wins over a draft. */
  prefill?: Partial<NoInfer<Input>>;
}

export type LeadFormStatus = 'idle' | 'pending';

export interface SubmitHandlers {
  onSent: (receipt: LeadReceipt | undefined) => void;
  onFailed: (error: unknown) => void;
  check?: () => boolean;
}

/** What a FormField needs of one registered field. */
export type RegisteredField = UseFormRegisterReturn & { id: string; error: string | undefined };

/**
 * One lead form on react-hook-form with a shared zod schema: the spec's "editing a field clears
 * its error", focus on the first invalid field after a failed submit, and the rules that keep a
 * lead from being lost or sent twice:
 * - one request at a time, however often the button or Enter is pressed;
 * - the Idempotency-Key belongs to the content sent, and is kept (in the draft too) until the
 *   server has answered, so a retry after a timeout or a reload cannot store a second lead;
 * - what the visitor types while the request is on its way is kept when it succeeds; only the
 *   fields that still hold what was sent are emptied;
 * - storage that throws (private modes) costs only the draft, never the lead.
 */
export function useLeadForm<Input extends FieldValues, Output>({
  empty,
  resolver,
  send,
  persistKey,
  prefill,
}: LeadFormOptions<Input, Output>) {
  const form = useForm<Input, unknown, Output>({
    defaultValues: { ...empty, ...prefill } as DefaultValues<Input>,
    resolver,
    // Checked on submit only, as the spec's forms are; an edit just clears that field's error.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
  const [status, setStatus] = useState<LeadFormStatus>('idle');
  const inFlight = useRef(false);
  const identity = useRef<SubmissionIdentity | null>(null);
  // Kept in refs: restoring and saving happen in effects that must not re-run on every render.
  const options = useRef({ empty, prefill, persistKey });

  // Restored after hydration: the server's HTML cannot know this browser's draft.
  useEffect(() => {
    const { empty: none, prefill: chosen, persistKey: key } = options.current;
    const draft = readDraft<Input>(key);
    if (!draft) return;
    identity.current = draft.identity;
    form.reset({ ...none, ...draft.values, ...chosen }, { keepDefaultValues: true });
  }, [form]);

  useEffect(() => {
    const key = options.current.persistKey;
    if (!key) return;
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => saveDraft(key, { values, identity: identity.current }),
    });
  }, [form]);

  function keyFor(payload: Output): string {
    const content = JSON.stringify(payload);
    if (identity.current?.content !== content) {
      identity.current = { content, key: newIdempotencyKey() };
    }
    const { persistKey: key } = options.current;
    if (key) saveDraft(key, { values: form.getValues(), identity: identity.current });
    return identity.current.key;
  }

  /** Empties the fields that still hold what was sent; later edits stay. */
  function clearSent(sent: Input) {
    const now = form.getValues();
    const next = { ...now };
    for (const name of Object.keys(options.current.empty) as Path<Input>[]) {
      if (now[name] === sent[name]) (next as Record<string, unknown>)[name] = empty[name];
    }
    identity.current = null;
    form.reset(next, { keepDefaultValues: true });
    const { persistKey: key } = options.current;
    if (key) clearDraft(key);
    if (key && Object.keys(next).some((name) => next[name] !== empty[name])) {
      saveDraft(key, { values: next, identity: null });
    }
  }

  /**
   * Handles the form's submit event: validates, sends once, and tells the form how it went.
   * `onFailed` gets the error; what was typed and the key stay for a retry. `check` runs beside
   * the schema on every submit, for what only the browser can judge (the contact form's
   * captcha); it shows its own error and returns whether the lead may go.
   */
  function submit(event: React.FormEvent, handlers: SubmitHandlers): Promise<void> {
    const { onSent, onFailed, check = () => true } = handlers;
    if (inFlight.current) {
      event.preventDefault();
      return Promise.resolve();
    }
    return form.handleSubmit(
      async (payload) => {
        if (!check() || inFlight.current) return;
        inFlight.current = true;
        setStatus('pending');
        const sent = form.getValues();
        try {
          const receipt = await send(payload, keyFor(payload));
          clearSent(sent);
          onSent(receipt);
        } catch (error) {
          onFailed(error);
        } finally {
          inFlight.current = false;
          setStatus('idle');
        }
      },
      () => void check(),
    )(event);
  }

  /** Props for one FormField: registered, its error, and the error cleared on edit. */
  function field(name: Path<Input>, idPrefix: string): RegisteredField {
    return {
      id: `${idPrefix}-${name}`,
      error: form.formState.errors[name]?.message as string | undefined,
      ...form.register(name, { onChange: () => form.clearErrors(name) }),
    };
  }

  return { form, status, field, submit };
}
