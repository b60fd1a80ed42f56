import { describe, expectTypeOf, it } from 'vitest';
import type * as Declared from '../index.js';
import type * as Source from '../src/index.ts';

/** index.d.ts (what the API type-checks against) must describe src/index.ts exactly. */
describe('public API declarations', () => {
  it('index.d.ts matches the sources', () => {
    expectTypeOf<typeof Source.startSandboxIdentity>().toEqualTypeOf<typeof Declared.startSandboxIdentity>();
    expectTypeOf<Source.SandboxIdentity>().toEqualTypeOf<Declared.SandboxIdentity>();
    expectTypeOf<Source.SandboxIdentityOptions>().toEqualTypeOf<Declared.SandboxIdentityOptions>();
    expectTypeOf<Source.InboxMessage>().toEqualTypeOf<Declared.InboxMessage>();
  });
});
