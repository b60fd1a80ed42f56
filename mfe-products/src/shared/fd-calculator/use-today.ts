import { useSyncExternalStore } from 'react';

/** The visitor's date, 'YYYY-MM-DD' in their time zone: a string, so React can compare snapshots. */
const browserDay = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** On the server, and while the browser hydrates its HTML, the date is not known. */
const serverDay = () => null;

/** The date only changes with the clock: a render reads it afresh, nothing needs to notify. */
const subscribe = () => () => undefined;

/**
 * The visitor's date; null on the server and in the browser's first (hydrating) render, so both produce the same
 * markup whatever the server's clock, time zone or cached HTML says. Set right after.
 */
export function useToday(): string | null {
  return useSyncExternalStore(subscribe, browserDay, serverDay);
}
