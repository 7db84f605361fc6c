/**
 * A lead's reference, what the visitor is told once their lead is stored (GK-7QX4M2PA): the API
 * makes one for each lead, the thank-you page shows one only if it has this form. 'GK-' and 8
 * random characters (32^8, about 10^12 codes), so it can be quoted to the agency but reveals
 * neither the row id nor how many leads there are.
 */

export const LEAD_REFERENCE_PREFIX = 'GK-';

/** Crockford's base 32: no I, L, O or U, so a reference read out on the phone is not misheard. */
export const LEAD_REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export const LEAD_REFERENCE_LENGTH = 8;

/** A reference as `formatLeadReference` makes them, and nothing else. */
export const LEAD_REFERENCE_PATTERN = new RegExp(
  `^${LEAD_REFERENCE_PREFIX}[${LEAD_REFERENCE_ALPHABET}]{${LEAD_REFERENCE_LENGTH}}$`,
);

/**
 * A reference from `randomIndex(size)`, a whole number from 0 to size - 1 for each character:
 * the API passes `node:crypto`'s randomInt, so the codes cannot be guessed.
 */
export function formatLeadReference(randomIndex: (size: number) => number): string {
  let code = '';
  for (let position = 0; position < LEAD_REFERENCE_LENGTH; position++) {
    code += LEAD_REFERENCE_ALPHABET[randomIndex(LEAD_REFERENCE_ALPHABET.length)];
  }
  return `${LEAD_REFERENCE_PREFIX}${code}`;
}
