import { findOwner, REMOTE_KEYS, type RemoteKey } from '@invest/mf/ownership';

/**
 * Tags naming the parts of the front end a test crosses: `@shell` (header, footer, router, toasts, fallbacks) and
 * one per remote (`@marketing @products @onboarding @payments @dashboard @demo`). A remote's team runs its flows
 * before deploying with `npm run e2e -- --grep @payments` (tags are matched like words of the title).
 */
export type Part = RemoteKey | 'shell';
export type PartTag = `@${Part}`;

export function tagOf(part: Part): PartTag {
  return `@${part}`;
}

/** Playwright's details argument: `test('title', crosses('products', 'payments'), async ({ page }) => …)`. */
export function crosses(...parts: Part[]): { tag: PartTag[] } {
  return { tag: [...new Set(parts)].map(tagOf) };
}

/** Every part: for the sweeps that visit every route. */
export const EVERY_PART: readonly Part[] = ['shell', ...REMOTE_KEYS];

/** The shell and the remote that owns `path` (libs/mf's route table), for a test of that one route. */
export function routeParts(path: string): Part[] {
  const owner = findOwner(path);
  return owner === null ? ['shell'] : ['shell', owner];
}
