const DATE_LABEL = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** A date as Indian readers write it ('21 November 2026') and as `<time dateTime>` wants it. */
export function formatLastUpdated(date: Date): { label: string; iso: string } {
  const iso = [
    date.getFullYear(),
    String(date.getMonth() + 1).padStart(2, '0'),
    String(date.getDate()).padStart(2, '0'),
  ].join('-');
  return { label: DATE_LABEL.format(date), iso };
}
