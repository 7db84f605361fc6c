import { PHONE_PREFIX } from '@tour/shared';

/**
 * A WhatsApp chat with the configured phone number: wa.me wants the full international number as
 * digits only (no +, spaces or leading zeros). A number written without its country code is an
 * Indian one (the site's +91 prefix).
 */
export function whatsappHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const international = phone.trim().startsWith('+')
    ? digits
    : digits.replace(/^0+/, '').replace(/^(\d{10})$/, `${PHONE_PREFIX.replace('+', '')}$1`);
  return `https://wa.me/${international}`;
}
