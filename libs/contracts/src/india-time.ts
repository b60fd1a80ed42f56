/**
 * India time (IST, Asia/Kolkata) for every date a person reads: pages, statements, CSV files, tax papers, texts and
 * the gateway's checkout all format through these, so a payment made at 22:45 UTC reads as the next day everywhere.
 * Instants are ISO strings, Date objects or epoch milliseconds; calendar dates are 'YYYY-MM-DD', already India dates.
 */

import { madeOnFirstUse } from './made-on-first-use.js';

/** The one zone dates are shown in. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** The languages dates are read in ('en' English, 'hi' Hindi: '27 नव॰ 2026'); English when not said. */
export type DateLanguage = 'en' | 'hi';
const DATE_TAGS: Readonly<Record<DateLanguage, string>> = { en: 'en-IN', hi: 'hi-IN' };

// Made on first use (made-on-first-use.ts): a page that shows no date makes none.
const DATE_EN = madeOnFirstUse(() => dateFormat('en'));
const DATE_HI = madeOnFirstUse(() => dateFormat('hi'));
function dateFormat(language: DateLanguage): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(DATE_TAGS[language], { timeZone: INDIA_TIME_ZONE, day: '2-digit', month: 'short', year: 'numeric' });
}
const DATE = (language: DateLanguage): Intl.DateTimeFormat => (language === 'hi' ? DATE_HI() : DATE_EN());
const ISO_PARTS = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: INDIA_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);
function timeFormat(language: DateLanguage): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(DATE_TAGS[language], {
    timeZone: INDIA_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
}
const TIME_PARTS_EN = madeOnFirstUse(() => timeFormat('en'));
const TIME_PARTS_HI = madeOnFirstUse(() => timeFormat('hi'));

type Instant = string | number | Date;

function partsOf(format: Intl.DateTimeFormat, instant: Instant): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  return Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
}

/** The India calendar date of an instant: 2026-11-26T22:45Z → '2026-11-27'. */
export function indiaDateOf(instant: Instant): string {
  const parts = partsOf(ISO_PARTS(), instant);
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Today's date in India ('YYYY-MM-DD'), for pages that state the figure in force. */
export function indiaToday(now: Date = new Date()): string {
  return indiaDateOf(now);
}

/** An instant as India's calendar date reads: 2026-11-26T22:45Z → '27 Nov 2026' ('27 नव॰ 2026' in Hindi). */
export function formatIndiaDate(instant: Instant, language: DateLanguage = 'en'): string {
  return DATE(language).format(new Date(instant));
}

/** A calendar date ('YYYY-MM-DD', an India date) as people read it: '2036-11-27' → '27 Nov 2036' ('27 नव॰ 2036'). */
export function formatCalendarDate(date: string, language: DateLanguage = 'en'): string {
  return DATE(language).format(new Date(`${date.slice(0, 10)}T12:00:00+05:30`));
}

/** An instant as India reads it: "29 Nov 2026, 3:12 pm IST" ("29 नव॰ 2026, 3:12 pm IST" in Hindi). */
export function istDateTime(instant: Instant, language: DateLanguage = 'en'): string {
  const parts = partsOf(language === 'hi' ? TIME_PARTS_HI() : TIME_PARTS_EN(), instant);
  return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toLowerCase()} IST`;
}

/** An instant for a file a spreadsheet reads, India time, sortable (the column header says IST): '2026-11-27 04:15'. */
export function indiaCsvDateTime(instant: Instant): string {
  const parts = partsOf(ISO_PARTS(), instant);
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The last second of an India day, as Unix seconds: what a gateway's `expire_at` takes for "valid until" that day. */
export function endOfIndiaDay(date: string): number {
  return Math.floor(Date.parse(`${date}T23:59:59+05:30`) / 1000);
}
