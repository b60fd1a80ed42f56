import { TEXT_EVENTS, TEXT_TEMPLATES, TEXT_TEMPLATES_HI, type TextEvent } from '@invest/contracts';

/** The stand-in's template id of each transactional text. */
export const SANDBOX_TEXT_TEMPLATE_IDS: Readonly<Record<TextEvent, string>> = Object.fromEntries(
  TEXT_EVENTS.map((event) => [event, TEXT_TEMPLATES[event].sandboxTemplateId]),
) as Record<TextEvent, string>;

/** The stand-in's template id of each transactional text in Hindi. */
export const SANDBOX_HINDI_TEXT_TEMPLATE_IDS: Readonly<Record<TextEvent, string>> = Object.fromEntries(
  TEXT_EVENTS.map((event) => [event, TEXT_TEMPLATES_HI[event].sandboxTemplateId]),
) as Record<TextEvent, string>;

const isTextEvent = (name: string): name is TextEvent => (TEXT_EVENTS as readonly string[]).includes(name);

/**
 * MSG91_TEXT_TEMPLATE_IDS and MSG91_TEXT_TEMPLATE_IDS_HI (`payment_received=1207…,payout_sent=…`): a template id for every event, nothing else;
 * null when an event is missing, unknown or named twice, or an id is empty.
 */
export function parseTextTemplateIds(value: string): Record<TextEvent, string> | null {
  const ids: Partial<Record<TextEvent, string>> = {};
  for (const pair of value.split(',')) {
    const [name = '', id = '', ...rest] = pair.split('=').map((part) => part.trim());
    if (!isTextEvent(name) || id === '' || rest.length > 0 || ids[name] !== undefined) return null;
    ids[name] = id;
  }
  return TEXT_EVENTS.every((event) => ids[event] !== undefined) ? (ids as Record<TextEvent, string>) : null;
}
