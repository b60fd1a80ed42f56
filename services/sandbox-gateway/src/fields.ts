import { badRequest } from './errors.ts';

/** A request body or query string, before validation. */
export type Fields = Record<string, unknown>;

/** Razorpay's `notes`: at most 15 keys, each value at most 256 characters. */
export type Notes = Record<string, string>;

const MAX_NOTES = 15;
const MAX_NOTE_LENGTH = 256;

export function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The body as fields; an empty body is an empty object. */
export function asFields(body: unknown): Fields {
  if (body === undefined || body === null || body === '') return {};
  if (!isFields(body)) throw badRequest('The request body must be a JSON object.');
  return body;
}

/** A nested object such as `card` or `token` (undefined when absent). */
export function nestedFields(fields: Fields, name: string): Fields | undefined {
  const value = fields[name];
  if (value === undefined || value === null) return undefined;
  if (!isFields(value)) throw badRequest(`The ${name} must be an object.`, name);
  return value;
}

export function optionalString(fields: Fields, name: string, maxLength = 255, label = name): string | undefined {
  const value = fields[name];
  if (value === undefined || value === null) return undefined;
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') throw badRequest(`The ${label} must be a string.`, label);
  if (text.length > maxLength) throw badRequest(`The ${label} may not be greater than ${maxLength} characters.`, label);
  return text;
}

export function requiredString(fields: Fields, name: string, maxLength = 255, label = name): string {
  const text = optionalString(fields, name, maxLength, label);
  if (text === undefined || text.trim() === '') throw badRequest(`The ${label} field is required.`, label);
  return text;
}

export function optionalInteger(fields: Fields, name: string, label = name): number | undefined {
  const value = fields[name];
  if (value === undefined || value === null || value === '') return undefined;
  const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number)) throw badRequest(`The ${label} must be an integer.`, label);
  return number;
}

export function requiredInteger(fields: Fields, name: string, label = name): number {
  const number = optionalInteger(fields, name, label);
  if (number === undefined) throw badRequest(`The ${label} field is required.`, label);
  return number;
}

/** Razorpay's booleans arrive as true/false, 1/0 or '1'/'0'. */
export function optionalFlag(fields: Fields, name: string): boolean | undefined {
  const value = fields[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  throw badRequest(`The ${name} field must be true or false.`, name);
}

export function readNotes(fields: Fields): Notes {
  const value = fields['notes'];
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) return {};
  if (!isFields(value)) throw badRequest('The notes must be an object of key-value pairs.', 'notes');
  const entries = Object.entries(value);
  if (entries.length > MAX_NOTES) throw badRequest(`The notes may not have more than ${MAX_NOTES} items.`, 'notes');
  const notes: Notes = {};
  for (const [key, note] of entries) {
    if (typeof note !== 'string' && typeof note !== 'number' && typeof note !== 'boolean') throw badRequest(`The notes.${key} must be a string.`, 'notes');
    const text = String(note);
    if (text.length > MAX_NOTE_LENGTH) throw badRequest(`The notes.${key} may not be greater than ${MAX_NOTE_LENGTH} characters.`, 'notes');
    notes[key] = text;
  }
  return notes;
}

/**
 * A form-encoded body (`notes[key]=value`, `card[number]=…`) as nested fields, one level deep, as Razorpay accepts
 * form posts as well as JSON.
 */
export function fromFormEncoded(text: string): Fields {
  const fields: Fields = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)\[([^[\]]+)\]$/.exec(key);
    if (!match) {
      fields[key] = value;
      continue;
    }
    const [, outer = '', inner = ''] = match;
    const existing = fields[outer];
    const group: Fields = isFields(existing) ? existing : {};
    group[inner] = value;
    fields[outer] = group;
  }
  return fields;
}
