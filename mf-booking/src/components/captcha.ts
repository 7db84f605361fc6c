const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';

/** A number in [0, 1); crypto where available so codes are not predictable. */
export type RandomSource = () => number;

const cryptoRandom: RandomSource = () => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;

const pick = (from: string, random: RandomSource) => from[Math.floor(random() * from.length)]!;

/** Spec §5: 6 characters, 3 random capital letters and 3 random digits, shuffled. */
export function generateCaptcha(random: RandomSource = cryptoRandom): string {
  const chars = [
    ...Array.from({ length: 3 }, () => pick(LETTERS, random)),
    ...Array.from({ length: 3 }, () => pick(DIGITS, random)),
  ];
  // Fisher–Yates, so every order is equally likely.
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
