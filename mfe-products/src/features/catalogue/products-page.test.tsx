import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import type { PortfolioInvestment } from '@invest/contracts';
import { catalogueRoutes, fakeApi, fakeCatalogueApi } from '@invest/testing';
import { renderRoute } from '../../testing/render-route.js';

const TABS = ['Fixed Deposits', 'Bonds', 'Mutual Funds', 'Premium Gold', 'SDI', 'Real Estate'];

async function selectedTab() {
  const tabs = await screen.findAllByRole('tab');
  return tabs.find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;
}

describe('/products', () => {
  it('shows the six tabs, Fixed Deposits first, each card with name, risk badge and expected returns', async () => {
    fakeCatalogueApi();
    renderRoute('/products');
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(TABS);
    expect(await selectedTab()).toBe('Fixed Deposits');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('article')).toHaveLength(8);
    const flexi = within(panel).getByRole('article', { name: 'Flexi FD' });
    expect(within(flexi).getByText('17.5% p.a.')).toBeInTheDocument();
    expect(within(flexi).getByText('Low')).toHaveAttribute('data-tone', 'green');
    const corporate = within(panel).getByRole('article', { name: 'Corporate FD' });
    expect(within(corporate).getByText('21% p.a.')).toBeInTheDocument();
    expect(within(corporate).getByText('Medium')).toHaveAttribute('data-tone', 'yellow');
    expect(within(flexi).getByRole('link', { name: /Buy Now/ })).toHaveAttribute('href', '/payment');
    // A visitor owns nothing: no Sell anywhere.
    expect(screen.queryByRole('button', { name: /Sell/ })).not.toBeInTheDocument();
  });

  it.each([
    ['MUTUAL_FUNDS', 'Mutual Funds', 16],
    ['PREMIUM_GOLD', 'Premium Gold', 13],
    ['BONDS', 'Bonds', 12],
    ['SDI', 'SDI', 14],
    ['FRACTIONAL_REAL_ESTATE', 'Real Estate', 14],
    ['CRYPTO', 'Fixed Deposits', 8],
    ['mutual_funds', 'Fixed Deposits', 8],
  ])('?category=%s selects %s (%d cards)', async (param, tab, count) => {
    fakeCatalogueApi();
    renderRoute(`/products?category=${param}`);
    expect(await selectedTab()).toBe(tab);
    expect(within(screen.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(count);
  });

  it('colours risk badges with the product-card rule', async () => {
    fakeCatalogueApi();
    renderRoute('/products?category=MUTUAL_FUNDS');
    const panel = await screen.findByRole('tabpanel');
    const tone = (name: string) =>
      within(within(panel).getByRole('article', { name }))
        .getByText(/Low|Medium|High/)
        .getAttribute('data-tone');
    expect(tone('Overnight Fund')).toBe('grey'); // Very Low
    expect(tone('Gilt Fund')).toBe('green'); // Low
    expect(tone('Dynamic Bond Fund')).toBe('yellow'); // Medium
    expect(tone('Flexi Cap Fund')).toBe('orange'); // High
  });

  it('Buy Now on a fixed deposit stores selectedProduct (its plan id, 100000, 24 months) and opens /payment', async () => {
    fakeCatalogueApi();
    const user = userEvent.setup();
    renderRoute('/products');
    await user.click(await screen.findByRole('link', { name: 'Buy Now Flexi FD' }));
    expect(await screen.findByRole('heading', { name: 'Payment page at /payment' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('selectedProduct') ?? 'null')).toEqual({
      planId: 'item.fixed-deposits.flexi-fd',
      name: 'Flexi FD',
      category: 'Fixed Deposits',
      returns: '17.5% p.a.',
      risk: 'Low',
      amount: 100000,
      duration: 24,
    });
  });

  it('Buy Now on another category stores 50000 and no duration, with the display label', async () => {
    fakeCatalogueApi();
    const user = userEvent.setup();
    renderRoute('/products?category=FRACTIONAL_REAL_ESTATE');
    await user.click(await screen.findByRole('link', { name: 'Buy Now Tech Park' }));
    await screen.findByRole('heading', { name: 'Payment page at /payment' });
    expect(JSON.parse(window.localStorage.getItem('selectedProduct') ?? 'null')).toEqual({
      planId: 'item.real-estate.tech-park',
      name: 'Tech Park',
      category: 'Fractional Real Estate',
      returns: '14-18% p.a.',
      risk: 'Medium',
      amount: 50000,
      duration: null,
    });
  });

  it('each tab is also a link to its category (reachable without JavaScript)', async () => {
    fakeCatalogueApi();
    renderRoute('/products?category=BONDS');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => [tab.tagName, tab.getAttribute('href')])).toEqual(
      ['FIXED_DEPOSITS', 'BONDS', 'MUTUAL_FUNDS', 'PREMIUM_GOLD', 'SDI', 'FRACTIONAL_REAL_ESTATE'].map((key) => ['A', `/products?category=${key}`]),
    );
  });

  it('switching tabs updates the category parameter', async () => {
    fakeCatalogueApi();
    const user = userEvent.setup();
    const { router } = renderRoute('/products');
    await user.click(await screen.findByRole('tab', { name: 'SDI' }));
    expect(router.state.location.search).toBe('?category=SDI');
    expect(within(screen.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(14);
  });

  it('Sell appears only on what the signed-in investor holds, and shows its exit and liquidity terms', async () => {
    const holding = (productName: string, status: PortfolioInvestment['status']) => ({ id: productName, productName, category: 'SDI', status });
    fakeApi({
      ...catalogueRoutes,
      'GET /api/session': () => Response.json({ userId: 'user-1', phoneMasked: '******3210', kycStatus: 'verified' }),
      'GET /api/investments/user/:userId': () => Response.json([holding('Commercial Papers', 'active'), holding('Invoice Discounting', 'withdrawn')]),
    });
    const user = userEvent.setup();
    renderRoute('/products?category=SDI');
    await user.click(await screen.findByRole('button', { name: 'Sell Commercial Papers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sell Commercial Papers' });
    expect(within(dialog).getByText('3-12 months')).toBeInTheDocument();
    expect(within(dialog).getByText('Low: generally held to maturity')).toBeInTheDocument();
    expect(window.localStorage.getItem('selectedProduct')).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getAllByRole('button', { name: /^Sell / }).map((button) => button.getAttribute('aria-label'))).toEqual(['Sell Commercial Papers']);
  });

  it('shows the spec error message when the catalogue cannot be loaded', async () => {
    fakeCatalogueApi({ fail: true });
    renderRoute('/products');
    expect(await screen.findByRole('alert')).toHaveTextContent('503: Service Unavailable');
  });
});
