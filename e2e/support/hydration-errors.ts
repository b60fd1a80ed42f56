import type { ConsoleMessage } from '@playwright/test';

/**
 * React's words for a page whose server HTML and first browser render differ: its development messages, the codes
 * of its production (minified) errors (#418 mismatched HTML, #423 recovered by rendering again, #425 text), and the
 * shell's own report (`[shell] hydration`, bootstrap.tsx's onRecoverableError).
 */
const HYDRATION_PROBLEM = /hydrat|did not match|server rendered (html|text)|react-dom\.[\w.-]*#(418|423|425)|react\.dev\/errors\/(418|423|425)/i;

/** True for a console message that reports a hydration mismatch or a hydration error. */
export function isHydrationProblem(message: Pick<ConsoleMessage, 'type' | 'text'>): boolean {
  const type = message.type();
  return (type === 'error' || type === 'warning') && HYDRATION_PROBLEM.test(message.text());
}
