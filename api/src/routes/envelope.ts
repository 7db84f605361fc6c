/** The API's response envelope: {code, message, data}, where code 1 means success. */
import type { ApiEnvelope } from '@tour/shared/contracts';

export function success<T>(data: T, message = 'Success'): ApiEnvelope<T> {
  return { code: 1, message, data };
}

export function failure<T = null>(message: string, data: T = null as T): ApiEnvelope<T> {
  return { code: 0, message, data };
}
