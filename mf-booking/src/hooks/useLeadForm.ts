import { useEffect, useRef, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import {
  newIdempotencyKey,
  useFormSubmission,
  type FormSubmission,
  type LeadFormKind,
  type LeadReceipt,
} from '@tour/shared';
import { clearDraft, readDraft, saveDraft, type SubmissionIdentity } from './leadDrafts';

export interface LeadFormOptions<Input extends FieldValues, Output> {
  /** Which form this is: the page rendered for its refused plain post shows that post here. */
  kind: LeadFormKind;
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
export type RegisteredField = UseFormRegisterReturn & {
  id: string;
  error: string | undefined;
  /** In the server's HTML too: register sets values only in the browser. */
  defaultValue: string | undefined;
};

/**
 * What a refused plain post (the form sent without the app) brings back into the form: the
 * typed values of its own fields, and the server's message for each refused one.
 */
export function fromSubmission<Input extends FieldValues>(
  submission: FormSubmission | null,
  empty: Input,
): { values: Partial<Input>; errors: FieldErrors<Input> | undefined } {
  if (!submission) return { values: {}, errors: undefined };
  const own = (record: Record<string, string>) =>
    Object.entries(record).filter(([name]) => Object.hasOwn(empty, name));
  const values = Object.fromEntries(own(submission.values)) as Partial<Input>;
  const refused = own(submission.errors);
  const errors = refused.length
    ? (Object.fromEntries(
        refused.map(([name, message]) => [name, { type: 'server', message }]),
      ) as FieldErrors<Input>)
    : undefined;
  return { values, errors };
}

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
 * The form is also a plain HTML form (progressive enhancement): on the page rendered for its
 * refused post, it starts with what was typed and the server's messages, in the server's HTML and
 * after hydration alike; the app's submit handler keeps the browser from posting it.
 */
export function useLeadForm<Input extends FieldValues, Output>({
  kind,
  empty,
  resolver,
  send,
  persistKey,
  prefill,
}: LeadFormOptions<Input, Output>) {
  const submission = useFormSubmission(kind);
  // Read once: react-hook-form sets its errors again whenever this object changes.
  const [start] = useState(() => {
    const answered = fromSubmission(submission, empty);
    return {
      values: { ...empty, ...prefill, ...answered.values },
      errors: answered.errors,
      answersPost: submission !== null,
    };
  });
  const form = useForm<Input, unknown, Output>({
    defaultValues: start.values as DefaultValues<Input>,
    errors: start.errors,
    resolver,
    // Checked on submit only, as the spec's forms are; an edit just clears that field's error.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
  const [status, setStatus] = useState<LeadFormStatus>('idle');
  // The refused post could not be stored (the API down or busy): the form says so until the next try.
  const [postFailed, setPostFailed] = useState(submission?.failed ?? false);
  const inFlight = useRef(false);
  const identity = useRef<SubmissionIdentity | null>(null);
  // Kept in refs: restoring and saving happen in effects that must not re-run on every render.
  const options = useRef({ empty, prefill, persistKey });

  // Restored after hydration: the server's HTML cannot know this browser's draft. What the
  // server sent back of a post is newer than any draft, so it stays.
  const { answersPost } = start;
  useEffect(() => {
    if (answersPost) return;
    const { empty: none, prefill: chosen, persistKey: key } = options.current;
    const draft = readDraft<Input>(key);
    if (!draft) return;
    identity.current = draft.identity;
    form.reset({ ...none, ...draft.values, ...chosen }, { keepDefaultValues: true });
  }, [form, answersPost]);

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
    setPostFailed(false);
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
    const initial: unknown = start.values[name];
    return {
      id: `${idPrefix}-${name}`,
      error: form.formState.errors[name]?.message as string | undefined,
      defaultValue: typeof initial === 'string' && initial !== '' ? initial : undefined,
      ...form.register(name, { onChange: () => form.clearErrors(name) }),
    };
  }

  return { form, status, field, submit, postFailed };
}
