import { istDateTime, type DateLanguage } from '@invest/contracts';

/** "22 Nov 2026, 2:30 pm IST" (or its Hindi): India time, as every date the platform shows (the shared formatter). */
export function formatDateTime(iso: string, locale: DateLanguage): string {
  return istDateTime(iso, locale);
}
