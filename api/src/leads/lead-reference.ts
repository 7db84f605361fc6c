import { randomInt } from 'node:crypto';

/** Crockford's base 32: no I, L, O or U, so a reference read out on the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 8;

/**
 * A lead's reference: 'GK-' and 8 random characters (32^8, about 10^12 codes), so it can be
 * quoted to the agency but reveals neither the row id nor how many leads there are.
 */
export function newLeadReference(): string {
  let code = '';
  for (let index = 0; index < LENGTH; index++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `GK-${code}`;
}
