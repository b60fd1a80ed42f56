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
  it('shows the six tabs, Fixed Deposits first, each card a plan with its risk badge and booked terms', async () => {
    fakeCatalogueApi();
    renderRoute('/products');
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(TABS);
    expect(await selectedTab()).toBe('Fixed Deposits');
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Short Term FD', 'Medium Term FD', 'Long Term FD']);
    const long = within(panel).getByRole('article', { name: 'Long Term FD' });
    expect(within(long).getByText('22% p.a.')).toBeInTheDocument();
    expect(within(long).getByText('Medium risk')).toHaveAttribute('data-tone', 'yellow');
    const terms = within(long).getByLabelText('Long Term FD terms');
    expect(terms).toHaveTextContent('Tenure36 months');
    expect(terms).toHaveTextContent('Minimum₹50,000');
    expect(terms).toHaveTextContent('Payouts1.83% a month on the 15th; principal at maturity');
    expect(terms).toHaveTextContent('Early withdrawalAfter 3 months, 2% of interest earned');
    // Who issues it, how it is rated and by whom, and whether deposit insurance covers it.
    expect(terms).toHaveTextContent('IssuerSolidstep Capital Private Limited');
    expect(terms).toHaveTextContent('Credit ratingA by Meridian Credit Ratings');
    expect(terms).toHaveTextContent(
      'Deposit insuranceNot insured: this is a company deposit, not a bank deposit, so DICGC deposit insurance does not cover it.',
    );
    expect(terms).not.toHaveTextContent(/guarantee/i);
    expect(within(long).getByRole('link', { name: /Buy Now/ })).toHaveAttribute('href', '/payment');
    expect(within(long).getByRole('link', { name: /View plans/ })).toHaveAttribute('href', '/fixed-deposits#plan.fixed-deposits.long-term-fd');
    // A visitor owns nothing: no Sell anywhere.
    expect(screen.queryByRole('button', { name: /Sell/ })).not.toBeInTheDocument();
  });

  it.each([
    ['MUTUAL_FUNDS', 'Mutual Funds', 3],
    ['PREMIUM_GOLD', 'Premium Gold', 3],
    ['BONDS', 'Bonds', 3],
    ['SDI', 'SDI', 3],
    ['FRACTIONAL_REAL_ESTATE', 'Real Estate', 3],
    ['CRYPTO', 'Fixed Deposits', 3],
    ['mutual_funds', 'Fixed Deposits', 3],
  ])('?category=%s selects %s (%d cards)', async (param, tab, count) => {
    fakeCatalogueApi();
    renderRoute(`/products?category=${param}`);
    expect(await selectedTab()).toBe(tab);
    expect(within(screen.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(count);
  });

  it('colours risk badges on the one risk scale', async () => {
    fakeCatalogueApi();
    renderRoute('/products?category=MUTUAL_FUNDS');
    const panel = await screen.findByRole('tabpanel');
    const tone = (name: string) =>
      within(within(panel).getByRole('article', { name }))
        .getByText(/ risk$/)
        .getAttribute('data-tone');
    expect(tone('Conservative Fund')).toBe('green'); // Low
    expect(tone('Debt Fund')).toBe('green'); // Low
    expect(tone('Hybrid Fund')).toBe('yellow'); // Medium
  });

  it('Buy Now on a fixed deposit stores selectedProduct (its plan id, 100000, its own 36 months) and opens /payment', async () => {
    fakeCatalogueApi();
    const user = userEvent.setup();
    renderRoute('/products');
    await user.click(await screen.findByRole('link', { name: 'Buy Now Long Term FD' }));
    expect(await screen.findByRole('heading', { name: 'Payment page at /payment' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('selectedProduct') ?? 'null')).toEqual({
      planId: 'plan.fixed-deposits.long-term-fd',
      name: 'Long Term FD',
      category: 'Fixed Deposits',
      returns: '22% p.a.',
      risk: 'Medium',
      amount: 100000,
      duration: 36,
    });
  });

  it('Buy Now books what the product page books: the SDI plan at its own minimum and tenure', async () => {
    fakeCatalogueApi();
    const user = userEvent.setup();
    renderRoute('/products?category=SDI');
    await user.click(await screen.findByRole('link', { name: 'Buy Now Structured Products' }));
    await screen.findByRole('heading', { name: 'Payment page at /payment' });
    expect(JSON.parse(window.localStorage.getItem('selectedProduct') ?? 'null')).toEqual({
      planId: 'plan.sdi.structured-products',
      name: 'Structured Products',
      category: 'SDI',
      returns: '15-18% p.a.',
      risk: 'Medium-High',
      amount: 200000,
      duration: 36,
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
    expect(within(screen.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(3);
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
    expect(within(dialog).getByText('3 to 12 months')).toBeInTheDocument();
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
