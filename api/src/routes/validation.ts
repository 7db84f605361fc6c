/** Turns zod issues into the 400 envelope: a message naming each bad field, plus the list. */
import type { z } from 'zod';
import { failure } from './envelope';

export interface FieldError {
  field: string;
  message: string;
}

export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : 'body',
    message: issue.message,
  }));
}

export function validationFailure(errors: FieldError[]) {
  const message = errors.map(({ field, message }) => `${field}: ${message}`).join('; ');
  return failure(message, { errors });
}
