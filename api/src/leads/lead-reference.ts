import { randomInt } from 'node:crypto';
import { formatLeadReference } from '@tour/shared/contracts';

/**
 * A new lead's reference, in the one format of @tour/shared (contracts/leadReference.ts), each
 * character drawn with `node:crypto`, so nobody can guess another visitor's reference.
 */
export function newLeadReference(): string {
  return formatLeadReference(randomInt);
}
