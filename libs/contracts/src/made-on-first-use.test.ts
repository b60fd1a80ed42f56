import { describe, expect, it } from '@jest/globals';
import { madeOnFirstUse } from './made-on-first-use.js';

describe('madeOnFirstUse', () => {
  it('makes the value on the first ask only, and keeps it (undefined included)', () => {
    let made = 0;
    const value = madeOnFirstUse(() => ({ made: ++made }));
    expect(made).toBe(0);
    expect(value()).toBe(value());
    expect(made).toBe(1);
    let asked = 0;
    const nothing = madeOnFirstUse(() => void asked++);
    nothing();
    nothing();
    expect(asked).toBe(1);
  });
});
