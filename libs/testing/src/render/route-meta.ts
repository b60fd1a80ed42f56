import { expect } from '@jest/globals';

/**
 * A route's head as search results and link previews show it: its title as given, and a description of one or two
 * sentences that fits a result (60-160 characters).
 */
export function expectSearchMeta(handle: { title?: string; description?: string }, title: string): void {
  const description = handle.description ?? '';
  expect(handle.title).toBe(title);
  expect(description.length).toBeGreaterThanOrEqual(60);
  expect(description.length).toBeLessThanOrEqual(160);
  expect(description).toMatch(/^[A-Z0-9₹].*\.$/);
  expect(description.split(/(?<=\.) (?=[A-Z])/)).not.toHaveLength(3);
}
