import { istDateTime } from '@invest/contracts';

/** "22 Nov 2026, 2:30 pm IST": India time, as every date the platform shows (the shared formatter). */
export function formatDateTime(iso: string): string {
  return istDateTime(iso);
}
