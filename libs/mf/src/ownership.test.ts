import { describe, expect, it } from '@jest/globals';
import { defaultManifestUrl, findOwner, REMOTE_KEYS, REMOTES, routesModuleId } from './ownership.ts';

describe('findOwner', () => {
  it.each([
    ['/', 'marketing'],
    ['/faq', 'marketing'],
    ['/faq/', 'marketing'],
    ['/faq/anything', 'marketing'],
    ['/privacy-dashboard', 'marketing'],
    ['/products', 'products'],
    ['/knowledge-hub', 'products'],
    ['/kyc', 'onboarding'],
    ['/kyc-verification', 'onboarding'],
    ['/sign-in', 'onboarding'],
    ['/sign-in?next=/dashboard', 'onboarding'],
    ['/payment', 'payments'],
    ['/dashboard', 'dashboard'],
    ['/demo', 'demo'],
    ['/demo/kyc', 'demo'],
    ['/demo/unknown', 'demo'],
    ['/products?category=BONDS', 'products'],
  ] as const)('%s belongs to %s', (path, owner) => {
    expect(findOwner(path)).toBe(owner);
  });

  it.each(['/xyz', '/faqs', '/payments', '/kycx', '/demox', '/signin'])('%s belongs to nobody', (path) => {
    expect(findOwner(path)).toBeNull();
  });

  it('owns every route of the spec route table once', () => {
    const all = REMOTE_KEYS.flatMap((key) => REMOTES[key].paths);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(29);
  });
});

describe('remote ids and URLs', () => {
  it('names the routes module and the default manifest', () => {
    expect(routesModuleId('payments')).toBe('mfe_payments/routes');
    expect(defaultManifestUrl('marketing')).toBe('http://localhost:8081/mf-manifest.json');
  });
});
