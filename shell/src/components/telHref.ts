/** `+91 98XXX XXX10` → `tel:+9198XXXXXX10`: what a phone link dials. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\dX]/gi, '')}`;
}
