/**
 * The API's inclusions, exclusions and policies are bullet- or newline-separated text; this
 * makes them list items ('• Flights\n• Insurance', 'Flights • Insurance', '- Flights').
 */
export function splitList(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r?\n|[•●▪◦]/)
    .map((item) => item.replace(/^\s*(?:[-*–]\s+|\d+[.)]\s+)?/, '').trim())
    .filter(Boolean);
}
