const DATE_LABEL = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  // The date is a calendar day from content/, not an instant: read and write it in one zone.
  timeZone: 'UTC',
});

/**
 * A page's 'Last updated' day (YYYY-MM-DD, from its file's front matter) as Indian readers write
 * it ('21 November 2026') and as `<time dateTime>` wants it.
 */
export function formatLastUpdated(iso: string): { label: string; iso: string } {
  return { label: DATE_LABEL.format(new Date(`${iso}T00:00:00Z`)), iso };
}
