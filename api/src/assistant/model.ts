/**
 * Optional language model: an OpenAI-compatible chat-completions server (ASSISTANT_LLM_URL).
 * It gets the retrieved packages and FAQ as context and may phrase the reply; the grounded
 * reply is used instead on any error, a non-2xx answer, an empty reply, a timeout, or a reply
 * naming a price or site link that is not in the context.
 */
import type { CatalogueFaq, CataloguePackage } from './catalogue';
import { formatDuration, formatPrice, formatStay } from './formatting';

export const DEFAULT_MODEL_TIMEOUT_MS = 3000;
/** Model calls per minute per API process unless ASSISTANT_LLM_MAX_PER_MINUTE says otherwise. */
export const DEFAULT_MODEL_CALLS_PER_MINUTE = 60;

export interface ModelOptions {
  /** Base URL; the request goes to `${url}/v1/chat/completions`. */
  url: string;
  /** Sent as `Authorization: Bearer <key>`. */
  key?: string;
  model?: string;
  /** Give up and answer without the model after this long (default 3000 ms). */
  timeoutMs?: number;
  /**
   * Model calls per minute (default 60): past it, answers come from the catalogue templates
   * alone until the minute is over, so a flood of questions cannot run up the model's bill.
   */
  perMinute?: number;
}

/**
 * ASSISTANT_LLM_URL, ASSISTANT_LLM_KEY, ASSISTANT_LLM_MODEL, ASSISTANT_LLM_TIMEOUT_MS,
 * ASSISTANT_LLM_MAX_PER_MINUTE.
 */
export function modelOptionsFromEnv(env: NodeJS.ProcessEnv): ModelOptions | null {
  const url = env.ASSISTANT_LLM_URL?.trim();
  if (!url) return null;
  const timeout = Number(env.ASSISTANT_LLM_TIMEOUT_MS);
  const perMinute = Number(env.ASSISTANT_LLM_MAX_PER_MINUTE);
  return {
    url,
    ...(env.ASSISTANT_LLM_KEY ? { key: env.ASSISTANT_LLM_KEY } : {}),
    ...(env.ASSISTANT_LLM_MODEL ? { model: env.ASSISTANT_LLM_MODEL } : {}),
    ...(Number.isFinite(timeout) && timeout > 0 ? { timeoutMs: timeout } : {}),
    ...(Number.isInteger(perMinute) && perMinute >= 0 && env.ASSISTANT_LLM_MAX_PER_MINUTE
      ? { perMinute }
      : {}),
  };
}

/** A count of calls per clock minute: `take()` is false once the minute's calls are used up. */
export function perMinuteBudget(limit: number, now: () => number = Date.now) {
  let minute = -1;
  let used = 0;
  return {
    take(): boolean {
      const current = Math.floor(now() / 60_000);
      if (current !== minute) {
        minute = current;
        used = 0;
      }
      if (used >= limit) return false;
      used += 1;
      return true;
    },
  };
}

export interface ModelContext {
  question: string;
  /** The reply the assistant would give on its own. */
  draft: string;
  packages: CataloguePackage[];
  faqs: CatalogueFaq[];
  /** Group size, when given: totals for it are allowed in the reply. */
  people?: number;
  /** Other site paths the draft cites (listing pages). */
  links: string[];
}

export const SYSTEM_PROMPT = [
  'You are the travel assistant of Ghumakkad, an Indian tour-package website with prices in Indian rupees (INR).',
  'Answer only from the CONTEXT given with each question. Never invent packages, prices, durations, hotels, policies, dates or links.',
  'Mention only packages listed in the context, with their exact names, prices (₹ with Indian digit grouping, per person on twin sharing, with GST as given) and durations, and copy their site links exactly as given (for example /goa-tour-packages-details/goa-honeymoon-retreat).',
  'If nothing in the context fits the question, say so honestly and offer the nearest option from the context. If the question is not about travel in India, politely say what you can help with.',
  'Reply in plain text without Markdown, in at most about 120 words.',
].join(' ');

export function buildContextText(context: ModelContext): string {
  const lines: string[] = [];
  if (context.packages.length > 0) {
    lines.push('Packages:');
    for (const p of context.packages) {
      // Price and stay in the words of the package's page, so the model repeats them.
      const stay = formatStay(p);
      lines.push(
        `- ${p.name} | destination: ${p.destination.name} | theme: ${p.category} | ${formatPrice(p, context.people)} | ${formatDuration(p.days)}${stay ? ` | stay: ${stay}` : ''} | ${p.description} | link: ${p.path}`,
      );
    }
  }
  if (context.faqs.length > 0) {
    lines.push('FAQs:');
    for (const f of context.faqs) {
      lines.push(
        `- [${f.destination.name}] Q: ${f.question} A: ${f.answer} (listing: ${f.destination.listingPath})`,
      );
    }
  }
  if (context.links.length > 0) lines.push(`Other links you may use: ${context.links.join(', ')}`);
  lines.push('', 'Draft answer written from the catalogue (you may rephrase it):', context.draft);
  return lines.join('\n');
}

export type ModelOutcome =
  | { ok: true; text: string }
  | { ok: false; reason: 'error' | 'status' | 'empty' | 'timeout' | 'ungrounded' };

export async function askModel(
  options: ModelOptions,
  context: ModelContext,
): Promise<ModelOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_MODEL_TIMEOUT_MS);
  try {
    const response = await fetch(`${options.url.replace(/\/+$/, '')}/v1/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.key ? { authorization: `Bearer ${options.key}` } : {}),
      },
      body: JSON.stringify({
        ...(options.model ? { model: options.model } : {}),
        temperature: 0.2,
        max_tokens: 400,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          {
            role: 'user',
            content: `QUESTION: ${context.question}\n\nCONTEXT:\n${buildContextText(context)}`,
          },
        ],
      }),
      signal: controller.signal,
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return { ok: false, reason: 'status' };
    }
    const body = (await response.json()) as {
      choices?: { message?: { content?: unknown } }[];
    };
    const content = body.choices?.[0]?.message?.content;
    const text = typeof content === 'string' ? plain(content) : '';
    if (!text) return { ok: false, reason: 'empty' };
    if (!isGrounded(text, context)) return { ok: false, reason: 'ungrounded' };
    return { ok: true, text };
  } catch {
    return { ok: false, reason: controller.signal.aborted ? 'timeout' : 'error' };
  } finally {
    clearTimeout(timer);
  }
}

/** Markdown the model may still use, turned into the plain text the chat shows. */
function plain(text: string): string {
  return text
    .replace(/\[([^\]]+)\]\((\/[^)\s]+)\)/g, '$1 ($2)')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/__([^_]+)__/g, '$1')
    .replace(/^#+\s*/gm, '')
    .trim()
    .slice(0, 2000);
}

/** Every ₹ amount and site link in the reply comes from the context. */
export function isGrounded(text: string, context: ModelContext): boolean {
  const amounts = new Set<number>();
  for (const p of context.packages) {
    for (const price of p.maxPrice ? [p.price, p.maxPrice] : [p.price]) {
      amounts.add(price);
      if (context.people && context.people > 1) amounts.add(price * context.people);
    }
  }
  for (const match of context.draft.matchAll(/₹\s?([\d,]+)/g)) {
    amounts.add(Number(match[1]!.replace(/,/g, '')));
  }
  for (const match of text.matchAll(/(?:₹|\bRs\.?|\bINR)\s?([\d,]+(?:\.\d+)?)/gi)) {
    if (!amounts.has(Number(match[1]!.replace(/,/g, '')))) return false;
  }
  const links = new Set([
    ...context.links,
    ...context.packages.flatMap((p) => [p.path, p.destination.listingPath]),
    ...context.faqs.map((f) => f.destination.listingPath),
  ]);
  for (const match of text.matchAll(/\/[a-z0-9-]+-tour-packages(?:-details\/[a-z0-9-]+)?/g)) {
    if (!links.has(match[0])) return false;
  }
  return true;
}
