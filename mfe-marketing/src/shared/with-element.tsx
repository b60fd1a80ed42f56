import type { ReactNode } from 'react';

/** Stands in a message for an element: `_(id, { company: ELEMENT })`, then `withElement(text, <strong>…</strong>)`. */
export const ELEMENT = '\u0000';

/** A translated message with one element where its placeholder was (word order is the language's, not the code's). */
export function withElement(text: string, element: ReactNode): ReactNode {
  const at = text.indexOf(ELEMENT);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      {element}
      {text.slice(at + ELEMENT.length)}
    </>
  );
}
