import { useMemo, useSyncExternalStore } from 'react';
import type { CalendarMonth } from './fd-calculator.js';

/** Months since year 0 of the visitor's clock: a number, so React can compare snapshots. */
const browserMonth = () => {
  const now = new Date();
  return now.getFullYear() * 12 + now.getMonth();
};

/** On the server, and while the browser hydrates its HTML, the month is not known. */
const serverMonth = () => null;

/** The month only changes with the clock: a render reads it afresh, nothing needs to notify. */
const subscribe = () => () => undefined;

/**
 * The visitor's current calendar month; null on the server and in the browser's first (hydrating) render, so both
 * produce the same markup whatever the server's clock, time zone or cached HTML says. Set right after.
 */
export function useCurrentMonth(): CalendarMonth | null {
  const index = useSyncExternalStore(subscribe, browserMonth, serverMonth);
  return useMemo(() => (index === null ? null : { year: Math.floor(index / 12), month: (index % 12) + 1 }), [index]);
}
