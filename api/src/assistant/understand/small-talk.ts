/** Greetings, thanks and farewells: a message that is nothing else is small talk. */
import { QUESTION_WORDS } from '../vocabulary';
import type { Token } from './tokens';
import type { Understanding } from './types';

const GREETINGS = QUESTION_WORDS.greetings;
const THANKS = QUESTION_WORDS.thanks;
const FAREWELLS = QUESTION_WORDS.farewells;
/** Words that may surround a greeting or thanks without making it a question. */
const SMALL_TALK_FILLER = new Set(QUESTION_WORDS.smallTalkFiller);

export function startsWithGreeting(text: string): boolean {
  return GREETINGS.some((g) => text === g || text.startsWith(`${g} `));
}

export function readSmallTalk(tokens: Token[]): Understanding['smallTalk'] {
  if (tokens.length === 0) return undefined;
  const text = tokens.map((t) => t.word).join(' ');
  let rest = ` ${text} `;
  let kind: Understanding['smallTalk'];
  const strip = (phrases: string[], found: NonNullable<Understanding['smallTalk']>) => {
    for (const phrase of [...phrases].sort((a, b) => b.length - a.length)) {
      const needle = ` ${phrase} `;
      while (rest.includes(needle)) {
        rest = rest.replace(needle, ' ');
        if (!kind || found === 'thanks' || (found === 'farewell' && kind === 'greeting')) {
          kind = found;
        }
      }
    }
  };
  strip(THANKS, 'thanks');
  strip(FAREWELLS, 'farewell');
  strip(GREETINGS, 'greeting');
  if (!kind) return undefined;
  const left = rest.split(' ').filter((w) => w && !SMALL_TALK_FILLER.has(w));
  return left.length === 0 ? kind : undefined;
}
