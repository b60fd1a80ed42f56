import { expect, type Cookie, type Page } from '@playwright/test';
import { test as base } from './fixtures.ts';
import { buyByCard } from './dashboard.ts';
import { createDemoSession, DEMO_SELECTION, type DemoSession } from './demo.ts';
import { completeKyc } from './kyc.ts';
import { optOutOfNominee } from './nominee.ts';
import { targetBaseUrl } from './target.ts';

/**
 * The state each route exists for, for the route sweeps (shell-routes, a11y-routes): the demo's steps need a demo
 * session with a selected product (and the demo dashboard a demo investment); /payment a signed-in, KYC-verified
 * investor with a verified bank account and a product selected; /dashboard that investor with an investment and its
 * payouts. Every other route is seen as a visitor sees it.
 */
export type RouteState = 'visitor' | 'demo' | 'investor';

const DEMO_STEPS = new Set(['/demo/products', '/demo/kyc', '/demo/payment', '/demo/dashboard']);
const INVESTOR_ROUTES = new Set(['/payment', '/dashboard']);

export function stateOf(path: string): RouteState {
  if (DEMO_STEPS.has(path)) return 'demo';
  if (INVESTOR_ROUTES.has(path)) return 'investor';
  return 'visitor';
}

/** The product the investor picked on /products ("Buy Now"), a fixed deposit with monthly payouts. */
export const INVESTOR_PRODUCT = { planId: 'plan.fixed-deposits.short-term-fd', productName: 'Short Term FD', amount: 100_000, duration: 12 } as const;

export interface InvestorState {
  cookies: Cookie[];
  /** localStorage `selectedProduct` as the products remote wrote it. */
  selectedProduct: string;
}

/** Made once per worker (through the real endpoints, then Buy Now on /products) and shared by the sweeps' tests. */
async function makeInvestor(page: Page): Promise<InvestorState> {
  const { session } = await completeKyc(page.request);
  await optOutOfNominee(page.request);
  await buyByCard(page.request, session.userId, INVESTOR_PRODUCT);
  await page.goto('/products');
  await page.getByRole('link', { name: `Buy Now ${INVESTOR_PRODUCT.productName}` }).click();
  await expect(page).toHaveURL(/\/payment$/);
  const selectedProduct = await page.evaluate(() => window.localStorage.getItem('selectedProduct'));
  if (selectedProduct === null) throw new Error('Buy Now stored no selectedProduct');
  return { cookies: await page.context().cookies(), selectedProduct };
}

export const test = base.extend<object, { investorState: InvestorState; demoSession: DemoSession }>({
  investorState: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: targetBaseUrl() });
      const state = await makeInvestor(await context.newPage());
      await context.close();
      await use(state);
    },
    { scope: 'worker' },
  ],
  demoSession: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: targetBaseUrl() });
      const session = await createDemoSession(request);
      await request.dispose();
      await use(session);
    },
    { scope: 'worker' },
  ],
});

export { expect };

/** A page of our origin that loads no app, so that its storage can be written before the route is visited. */
const ORIGIN_PAGE = '/platform-config.json';

/** What a stateful route needs: the worker's demo session, or its investor. */
export interface StateGiven {
  demo?: DemoSession;
  investor?: InvestorState;
}

/** Puts `page` in the route's state: the demo session in session storage, or the investor's cookie and selection. */
export async function enterState(page: Page, state: RouteState, given: StateGiven): Promise<void> {
  if (state === 'visitor') return;
  await page.goto(ORIGIN_PAGE);
  if (state === 'demo') {
    if (!given.demo) throw new Error('a demo route needs the demo session');
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) window.sessionStorage.setItem(key, value);
    }, given.demo.storage);
    return;
  }
  if (!given.investor) throw new Error('an investor route needs the investor');
  await page.context().addCookies(given.investor.cookies);
  await page.evaluate((value) => window.localStorage.setItem('selectedProduct', value), given.investor.selectedProduct);
}

/** Leaves the route's state behind (the next route of a sweep is seen as its own state says). */
export async function leaveState(page: Page, state: RouteState): Promise<void> {
  if (state === 'visitor') return;
  await page.goto(ORIGIN_PAGE);
  await page.evaluate(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
  await page.context().clearCookies();
}

/**
 * The route is still the one visited (no guard sent the visitor elsewhere) and shows the page it exists for: its
 * own heading and, for a stateful route, what that state puts on it (the selected product, the portfolio).
 */
export async function expectOwnPage(page: Page, path: string, demo?: DemoSession): Promise<void> {
  await expect(page).toHaveURL(new URL(path, page.url()).href);
  const main = page.getByRole('main');
  const h1 = (name: string) => main.getByRole('heading', { level: 1, name, exact: true });
  switch (path) {
    case '/demo/products':
      await expect(h1('Choose a Product')).toBeVisible();
      await expect(main.getByRole('article', { name: DEMO_SELECTION.productName })).toBeVisible();
      return;
    case '/demo/kyc':
      await expect(h1('KYC Verification')).toBeVisible();
      await expect(main.getByLabel('Aadhaar Verification: In Progress')).toBeVisible();
      return;
    case '/demo/payment':
      await expect(h1('Payment')).toBeVisible();
      await expect(main.getByRole('heading', { name: 'Investment Summary' })).toBeVisible();
      return;
    case '/demo/dashboard':
      await expect(h1(`Welcome, ${demo?.firstName ?? ''}!`)).toBeVisible();
      await expect(main.getByRole('listitem', { name: DEMO_SELECTION.productName, exact: true })).toBeVisible();
      return;
    case '/payment':
      await expect(h1('Payment')).toBeVisible();
      await expect(main.getByText(INVESTOR_PRODUCT.productName, { exact: true })).toBeVisible();
      await expect(main.getByTestId('terms-rate')).toBeVisible();
      return;
    case '/dashboard':
      await expect(h1('Dashboard')).toBeVisible();
      await expect(main.getByRole('heading', { name: 'Your Investments' })).toBeVisible();
      await expect(main.getByRole('row', { name: new RegExp(INVESTOR_PRODUCT.productName) })).toHaveCount(1);
      await expect(main.getByRole('list', { name: 'Upcoming payouts' }).getByRole('listitem').first()).toBeVisible();
      return;
    default:
      await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
}
