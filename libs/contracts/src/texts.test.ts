import { describe, expect, it } from '@jest/globals';
import { renderText, TEXT_EVENTS, TEXT_TEMPLATES, TEXT_TEMPLATES_BY_LANGUAGE, TEXT_TEMPLATES_HI } from './texts.js';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('the texts in Hindi', () => {
  it.each(TEXT_EVENTS)('%s has its own Hindi DLT template with the same variables', (event) => {
    const english = TEXT_TEMPLATES[event];
    const hindi = TEXT_TEMPLATES_HI[event];
    expect(hindi.sandboxTemplateId).not.toBe(english.sandboxTemplateId);
    expect([...hindi.variables].sort()).toEqual([...english.variables].sort());
    expect(hindi.text).toMatch(DEVANAGARI);
    expect(renderText(hindi.text, Object.fromEntries(hindi.variables.map((name) => [name, 'x'])))).not.toMatch(/##\w+##/);
  });

  it('gives every template of every language a distinct id', () => {
    const ids = Object.values(TEXT_TEMPLATES_BY_LANGUAGE).flatMap((templates) => Object.values(templates).map((template) => template.sandboxTemplateId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps the English texts in GSM characters', () => {
    for (const event of TEXT_EVENTS) expect(TEXT_TEMPLATES[event].text).toMatch(/^[\x20-\x7E]+$/);
  });
});
