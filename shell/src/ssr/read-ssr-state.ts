import { SSR_STATE_ELEMENT_ID, type SsrState } from '../server/contract.js';

function isSsrState(value: unknown): value is SsrState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<SsrState>;
  const messages: unknown = state.messages;
  const messagesOk = messages === undefined || (typeof messages === 'object' && messages !== null && !Array.isArray(messages));
  return (state.mode === 'hydrate' || state.mode === 'client') && Array.isArray(state.queries) && messagesOk;
}

/** What the server rendered the page with (the JSON block it wrote), or null for a page it did not render. */
export function readSsrState(doc: Document = document): SsrState | null {
  const block = doc.getElementById(SSR_STATE_ELEMENT_ID);
  if (!block || block.getAttribute('type') !== 'application/json') return null;
  try {
    const value: unknown = JSON.parse(block.textContent ?? '');
    return isSsrState(value) ? value : null;
  } catch {
    return null;
  }
}
