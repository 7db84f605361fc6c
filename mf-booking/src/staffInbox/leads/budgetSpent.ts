import { ApiError } from '@tour/shared';
import { isRateLimitedError } from '../api/staffClient';

/**
 * The API's own words when it refused for too many requests: for an agent, the hour's budget of
 * leads is spent, and its answer says for how long ("Please try again in 12 minutes."), which a
 * generic "check your connection" would hide. Null for any other failure.
 */
export function budgetSpentText(error: unknown): string | null {
  return isRateLimitedError(error) && error instanceof ApiError ? error.message : null;
}
