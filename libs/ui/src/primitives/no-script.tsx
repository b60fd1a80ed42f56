import type { ReactNode } from 'react';
import styled from 'styled-components';

/** What a form says to a browser that runs no JavaScript. */
export const NO_SCRIPT_FORM_TEXT = 'This form needs JavaScript. Please turn it on in your browser to continue.';

/** What a signed-in page (rendered by the browser) says to a browser that runs no JavaScript, instead of a spinner. */
export const NO_SCRIPT_SIGNED_IN_TEXT = 'JavaScript is needed to sign in and continue on this page. Please turn it on in your browser, then reload the page.';

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.tones.yellow.foreground};
  background: ${({ theme }) => theme.tones.yellow.background};
  border: 1px solid ${({ theme }) => theme.tones.yellow.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/**
 * A notice only a browser without JavaScript shows: put it at the top of a form (or of anything that needs scripts).
 * It is a `<noscript>` element: React renders its content on the server and leaves it alone in the browser, so it
 * never takes part in hydration.
 */
export function NoScriptNotice({ children = NO_SCRIPT_FORM_TEXT }: { children?: ReactNode }) {
  return (
    <noscript>
      <Notice role="note">{children}</Notice>
    </noscript>
  );
}

/**
 * Props of an element that scripts keep `hidden` until asked (a closed answer, an inactive tab's panel) but that a
 * browser without JavaScript shows, so the content is readable there. Needs `<NoScriptStyles/>` on the page.
 */
export const SHOWN_WITHOUT_SCRIPT = { 'data-noscript-show': '' } as const;

/** Props of an element that only works with JavaScript (tab buttons): a browser without it does not show it. */
export const HIDDEN_WITHOUT_SCRIPT = { 'data-noscript-hide': '' } as const;

const NO_SCRIPT_CSS = '[data-noscript-show][hidden]{display:block}[data-noscript-hide]{display:none}';

/** The rules behind `SHOWN_WITHOUT_SCRIPT` and `HIDDEN_WITHOUT_SCRIPT`, applied only when scripts do not run. */
export function NoScriptStyles() {
  return (
    <noscript>
      <style>{NO_SCRIPT_CSS}</style>
    </noscript>
  );
}
