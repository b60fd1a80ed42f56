import { describe, expect, it } from '@jest/globals';
import { CLIENT_RENDERED_PATHS, defaultManifestUrl, findOwner, isClientRendered, publicPaths, REMOTE_KEYS, REMOTES, routesModuleId } from './ownership.ts';

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

describe('server rendering of the owned paths', () => {
  it('leaves the signed-in pages and the demo steps to the browser, and the paths below them', () => {
    expect(isClientRendered('/dashboard')).toBe(true);
    expect(isClientRendered('/dashboard/')).toBe(true);
    expect(isClientRendered('/kyc?step=2')).toBe(true);
    expect(isClientRendered('/demo/kyc')).toBe(true);
    expect(isClientRendered('/demo')).toBe(false);
    expect(isClientRendered('/kyc-verificationx')).toBe(false);
    expect(isClientRendered('/products')).toBe(false);
  });

  it('lists every other owned page as public (the sitemap), once, in table order, without /sign-in', () => {
    const paths = publicPaths();
    expect(paths[0]).toBe('/');
    expect(paths).toContain('/faq');
    expect(paths).toContain('/fixed-deposits');
    expect(paths).toContain('/demo');
    expect(paths).not.toContain('/sign-in');
    for (const path of CLIENT_RENDERED_PATHS) expect(paths).not.toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
    const owned = REMOTE_KEYS.flatMap((key) => REMOTES[key].paths);
    expect(paths.length).toBe(owned.length - CLIENT_RENDERED_PATHS.length - 1);
  });
});
