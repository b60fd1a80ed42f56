import { errorMessage } from '@invest/api';
import { ErrorText, Spinner } from '@invest/ui';
import type { ReactNode } from 'react';

/** Loading and error views of a catalogue query (`label`: what loads, in the page's language); children render once data is there. */
export function QueryState<T>({ data, error, label, children }: { data: T | undefined; error: unknown; label: string; children: (data: T) => ReactNode }) {
  if (data !== undefined) return <>{children(data)}</>;
  if (error) return <ErrorText role="alert">{errorMessage(error)}</ErrorText>;
  return <Spinner label={label} />;
}
