/** The month of travel: named months, "this/next month", festivals and seasons. */
import { monthNumber } from '../months';
import { MONTH_PHRASES } from '../vocabulary';
import type { Token } from './tokens';
import type { MonthAsk } from './types';

export function readMonth(tokens: Token[], currentMonth?: number): MonthAsk | undefined {
  const months: number[] = [];
  let label: string | undefined;
  const words = tokens.map((t) => t.word);
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const month = monthNumber(word);
    if (month === undefined) continue;
    const before = words[i - 1] ?? '';
    const after = words[i + 1] ?? '';
    if (word === 'may' || word === 'mar') {
      const monthLike =
        /^(in|during|this|next|of|mid|early|late|end|month|or|and|till|to|from|until|by|last)$/.test(
          before,
        ) ||
        /^(me|mein|month|mahine|\d+)$/.test(after) ||
        /^\d+$/.test(before);
      if (!monthLike) continue;
    }
    tokens[i]!.used = true;
    if (!months.includes(month)) months.push(month);
  }
  if (months.length > 0) {
    label = months.length === 1 ? monthName(months[0]!) : undefined;
  }
  if (months.length === 0) {
    const text = ` ${words.join(' ')} `;
    const relative = /\b(this month|is mahine|isi mahine)\b/.test(text)
      ? 0
      : /\b(next month|agle mahine|agla mahina)\b/.test(text)
        ? 1
        : undefined;
    if (relative !== undefined && currentMonth) {
      const month = ((currentMonth - 1 + relative) % 12) + 1;
      return { months: [month], label: monthName(month), when: `in ${monthName(month)}` };
    }
    let rest = text;
    for (const entry of MONTH_PHRASES) {
      if (rest.includes(` ${entry.phrase} `)) {
        rest = rest.replace(` ${entry.phrase} `, ' ');
        for (const m of entry.months) if (!months.includes(m)) months.push(m);
        label ??= entry.label;
      }
    }
  }
  if (months.length === 0) return undefined;
  const named = label ?? months.map(monthName).join(' or ');
  return {
    months,
    label: named,
    when: label && !MONTH_LABELS.has(label) ? `for ${named}` : `in ${named}`,
  };
}

const MONTH_LABELS = new Set(Array.from({ length: 12 }, (_, i) => monthName(i + 1)));

function monthName(month: number): string {
  return new Date(Date.UTC(2000, month - 1, 1)).toLocaleString('en-IN', {
    month: 'long',
    timeZone: 'UTC',
  });
}
