import { errorMessage } from '@invest/api';
import { useI18n } from '@invest/platform';
import { useApiErrorText } from '@invest/platform/errors';
import { ErrorText, Spinner } from '@invest/ui';
import type { ReactNode } from 'react';

/** Loading and error views of a catalogue query (`label`: what loads, in the page's language); children render once data is there. */
export function QueryState<T>({ data, error, label, children }: { data: T | undefined; error: unknown; label: string; children: (data: T) => ReactNode }) {
  const { i18n } = useI18n();
  // Product §8's `<status>: <words>` in English; the words in the page's language otherwise.
  const translated = useApiErrorText(error, error ? errorMessage(error) : '');
  if (data !== undefined) return <>{children(data)}</>;
  if (error) return <ErrorText role="alert">{i18n.locale === 'en' ? errorMessage(error) : translated}</ErrorText>;
  return <Spinner label={label} />;
}
