import { describe, expect, it } from '@jest/globals';
import { BYTE_BUDGETS, checkBudget } from './budgets.ts';
import { platformApps } from './platform-apps.ts';

describe('byte budgets', () => {
  it('passes at the budget and fails one byte over it', () => {
    expect(checkBudget('x', 1000, 1000).ok).toBe(true);
    expect(checkBudget('x', 1001, 1000)).toEqual({ name: 'x', bytes: 1001, budget: 1000, ok: false });
  });

  it('gives every remote of the platform a positive remoteEntry budget, and the home page one', () => {
    const remotes = platformApps
      .filter((app) => app.kind === 'remote')
      .map((app) => app.folder)
      .sort();
    expect(Object.keys(BYTE_BUDGETS.remoteEntry).sort()).toEqual(remotes);
    for (const budget of Object.values(BYTE_BUDGETS.remoteEntry)) expect(budget).toBeGreaterThan(0);
    expect(BYTE_BUDGETS.homePageJs).toBeGreaterThan(0);
  });
});
