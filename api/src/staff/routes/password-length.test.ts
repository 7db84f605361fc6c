import { MAX_STAFF_PASSWORD_LENGTH } from '@tour/shared/contracts';
import { MAX_PASSWORD_LENGTH } from '../passwords';

it('refuses in the request schemas the passwords the password rules refuse for length', () => {
  expect(MAX_STAFF_PASSWORD_LENGTH).toBe(MAX_PASSWORD_LENGTH);
});
