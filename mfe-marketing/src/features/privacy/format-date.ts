const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** "22 Nov 2026, 2:30 pm" in the visitor's time zone. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
