/** The message's words, each marked once a reader has taken it (so no other reads it again). */
export interface Token {
  word: string;
  used: boolean;
}

/** Marks every unused run of tokens that spells `phrase`; whether there was one. */
export function markPhrase(tokens: Token[], phrase: string): boolean {
  const words = phrase.split(' ');
  let hit = false;
  for (let start = 0; start + words.length <= tokens.length; start += 1) {
    if (words.every((w, k) => tokens[start + k]!.word === w && !tokens[start + k]!.used)) {
      for (let k = 0; k < words.length; k += 1) tokens[start + k]!.used = true;
      hit = true;
    }
  }
  return hit;
}
