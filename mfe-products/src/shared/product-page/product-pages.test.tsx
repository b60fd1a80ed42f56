import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import { fakeCatalogueApi } from '@invest/testing';
import { renderRoute } from '../../testing/render-route.js';

const stored = () => ({
  investment: JSON.parse(window.sessionStorage.getItem('selectedInvestment') ?? 'null') as {
    productType: string;
    plan: { name: string };
    planIndex: number;
  } | null,
  product: JSON.parse(window.localStorage.getItem('selectedProduct') ?? 'null') as Record<string, unknown> | null,
});

describe('product pages', () => {
  it('/fixed-deposits: benefit tiles, the three plans of product §9, the popular one emphasised, a link to the calculator', async () => {
    fakeCatalogueApi();
    const user = userEvent.setup();
    renderRoute('/fixed-deposits');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Short Term FD', 'Medium Term FD', 'Long Term FD']);
    expect(within(screen.getByRole('list', { name: 'Benefits' })).getAllByRole('listitem')).toHaveLength(4);
    const [short, medium, long] = cards as [HTMLElement, HTMLElement, HTMLElement];
    for (const [card, figures] of [
      [short, ['12 Months', '18% p.a.', '1.5%', '₹10,000']],
      [medium, ['24 Months', '20% p.a.', '1.67%', '₹25,000']],
      [long, ['36 Months', '22% p.a.', '1.83%', '₹50,000']],
    ] as const) {
      for (const figure of figures) expect(within(card).getAllByText(figure).length).toBeGreaterThan(0);
    }
    // Each card states the terms it is booked at, with the processing fee.
    const booked = within(long).getByLabelText('Long Term FD booked terms');
    expect(booked).toHaveTextContent('Returns22% p.a.');
    expect(booked).toHaveTextContent('Tenure36 months');
    expect(booked).toHaveTextContent('Minimum₹50,000');
    expect(booked).toHaveTextContent('Early withdrawalAfter 3 months, 2% of interest earned');
    expect(booked).toHaveTextContent('Processing fee₹330 a payment');
    expect(long).toHaveAttribute('id', 'plan.fixed-deposits.long-term-fd');
    expect(short).toHaveAttribute('data-popular', 'true');
    expect(within(short).getByText('Most Popular')).toBeInTheDocument();
    expect(medium).toHaveAttribute('data-popular', 'false');
    const calculator = screen.getByRole('link', { name: 'Calculate your returns' });
    expect(calculator).toHaveAttribute('href', '/calculator');
    await user.click(calculator);
    expect(await screen.findByRole('heading', { level: 1, name: 'FD Calculator' })).toBeInTheDocument();
  });

  it('highlights a clicked card without storing anything', async () => {
    fakeCatalogueApi();
    const user = userEvent.setup();
    renderRoute('/bonds');
    const corporate = await screen.findByRole('article', { name: 'Corporate Bonds' });
    const government = screen.getByRole('article', { name: 'Government Bonds' });
    expect(corporate).toHaveAttribute('data-selected', 'false');
    const classes = corporate.className;
    await user.click(within(corporate).getByText('Bonds of rated companies offering higher yields with moderate risk.'));
    expect(corporate).toHaveAttribute('data-selected', 'true');
    // Styled by the attribute: no class is built and inserted at the tap (a style recalculation of the whole page).
    expect(corporate.className).toBe(classes);
    await user.click(government);
    expect(government).toHaveAttribute('data-selected', 'true');
    expect(corporate).toHaveAttribute('data-selected', 'false');
    expect(stored()).toEqual({ investment: null, product: null });
  });

  it.each([
    [
      '/fixed-deposits',
      'Short Term FD',
      'Invest Now',
      'Fixed Deposit',
      0,
      { planId: 'plan.fixed-deposits.short-term-fd', category: 'Fixed Deposits', returns: '18% p.a.', risk: 'Medium', amount: 100000, duration: 12 },
    ],
    [
      '/fixed-deposits',
      'Medium Term FD',
      'Invest Now',
      'Fixed Deposit',
      1,
      { planId: 'plan.fixed-deposits.medium-term-fd', category: 'Fixed Deposits', returns: '20% p.a.', risk: 'Medium', amount: 100000, duration: 24 },
    ],
    [
      '/fixed-deposits',
      'Long Term FD',
      'Invest Now',
      'Fixed Deposit',
      2,
      { planId: 'plan.fixed-deposits.long-term-fd', category: 'Fixed Deposits', returns: '22% p.a.', risk: 'Medium', amount: 100000, duration: 36 },
    ],
    [
      '/bonds',
      'Corporate Bonds',
      'Invest Now',
      'Government Bonds',
      1,
      { planId: 'plan.bonds.corporate-bonds', category: 'Bonds', returns: '8-12% p.a.', risk: 'Medium', amount: 50000, duration: 36 },
    ],
    [
      '/mutual-funds',
      'Hybrid Fund',
      'Invest Lumpsum in Hybrid Fund',
      'Mutual Funds',
      1,
      { planId: 'plan.mutual-funds.hybrid-fund.lumpsum', category: 'Mutual Funds', returns: '11.8% p.a.', risk: 'Medium', amount: 50000, duration: null },
    ],
    [
      '/mutual-funds',
      'Debt Fund',
      'Start SIP in Debt Fund',
      'Mutual Funds',
      0,
      { planId: 'plan.mutual-funds.debt-fund.sip', category: 'Mutual Funds', returns: '8.5% p.a.', risk: 'Low', amount: 50000, duration: null },
    ],
    [
      '/real-estate',
      'Delhi Retail Complex',
      'Invest Now',
      'Real Estate',
      2,
      {
        planId: 'plan.real-estate.delhi-retail-complex',
        category: 'Fractional Real Estate',
        returns: '10-13%',
        risk: 'Medium-High',
        amount: 50000,
        duration: null,
      },
    ],
    [
      '/gold',
      'Digital Gold',
      'Buy Gold',
      'Gold',
      0,
      { planId: 'plan.gold.digital-gold', category: 'Premium Gold', returns: 'Market Linked', risk: 'Medium', amount: 50000, duration: null },
    ],
    [
      '/gold',
      'Gold SIP',
      'Start SIP',
      'Gold',
      1,
      { planId: 'plan.gold.gold-sip', category: 'Premium Gold', returns: 'Market Linked', risk: 'Medium', amount: 50000, duration: null },
    ],
    [
      '/sdi',
      'Commercial Papers',
      'Invest Now',
      'SDI',
      1,
      { planId: 'plan.sdi.commercial-papers', category: 'SDI', returns: '9-12% p.a.', risk: 'Medium', amount: 50000, duration: 3 },
    ],
    [
      '/sdi',
      'Structured Products',
      'Invest Now',
      'SDI',
      2,
      { planId: 'plan.sdi.structured-products', category: 'SDI', returns: '15-18% p.a.', risk: 'Medium-High', amount: 200000, duration: 36 },
    ],
  ])(
    '%s: investing in %s saves the selection (plan id, own tenure, at least its minimum) and opens /kyc',
    async (path, plan, button, productType, planIndex, product) => {
      fakeCatalogueApi();
      const user = userEvent.setup();
      renderRoute(path);
      const card = await screen.findByRole('article', { name: plan });
      const invest = within(card).getByRole('link', { name: button });
      expect(invest).toHaveAttribute('href', '/kyc');
      await user.click(invest);
      expect(await screen.findByRole('heading', { name: 'KYC page at /kyc' })).toBeInTheDocument();
      const { investment, product: selected } = stored();
      expect(investment).toMatchObject({ productType, planIndex, plan: { name: plan } });
      expect(selected).toEqual({ name: plan, ...product });
    },
  );

  it('/mutual-funds offers Start SIP and Invest Lumpsum for every fund, with NAV and returns', async () => {
    fakeCatalogueApi();
    renderRoute('/mutual-funds');
    const debt = await screen.findByRole('article', { name: 'Debt Fund' });
    for (const text of ['₹45.67', '8.5%', '9.2%', '₹10,000/month']) expect(within(debt).getByText(text)).toBeInTheDocument();
    expect(within(debt).getByText('Minimum lumpsum').nextElementSibling).toHaveTextContent('₹10,000');
    expect(await within(debt).findByText('Low risk')).toHaveAttribute('data-tone', 'green');
    expect(screen.getAllByRole('link', { name: /^Start SIP in / })).toHaveLength(3);
    expect(screen.getAllByRole('link', { name: /^Invest Lumpsum in / })).toHaveLength(3);
  });

  it('each plan states its issuer, credit rating and agency, risk and deposit insurance from its booked terms; only a named guarantor says guaranteed', async () => {
    fakeCatalogueApi();
    renderRoute('/bonds');
    const corporate = await screen.findByLabelText('Corporate Bonds issuer and risk');
    expect(corporate).toHaveTextContent('IssuerSahyadri Infrastructure Finance Limited');
    expect(corporate).toHaveTextContent('Credit ratingAA by Meridian Credit Ratings');
    expect(within(corporate).getByText('Medium risk')).toHaveAttribute('data-tone', 'yellow');
    expect(corporate).toHaveTextContent(
      'Deposit insuranceNot insured: DICGC deposit insurance covers bank deposits only, and this product is not a bank deposit.',
    );
    expect(corporate).toHaveTextContent('GuaranteeGuaranteed by Sahyadri Holdings Limited, the issuer’s parent company, for principal and interest');
    const government = screen.getByLabelText('Government Bonds issuer and risk');
    expect(government).toHaveTextContent('Credit ratingNot rated: Government securities carry the sovereign’s own credit; no agency rates them.');
    expect(government).not.toHaveTextContent(/guarantee/i);
    expect(screen.getByText('Issuers, credit ratings and rating agencies named on this site are fictional, for illustration.')).toBeInTheDocument();
  });

  it('/gold reads Start SIP for the Gold SIP plan, Buy Gold otherwise, with the static price card', async () => {
    fakeCatalogueApi();
    renderRoute('/gold');
    const sip = await screen.findByRole('article', { name: 'Gold SIP' });
    expect(within(sip).getByRole('link')).toHaveTextContent('Start SIP');
    for (const name of ['Digital Gold', 'Gold Coins & Bars']) {
      expect(within(screen.getByRole('article', { name })).getByRole('link')).toHaveTextContent('Buy Gold');
    }
    const price = screen.getByRole('region', { name: 'Gold price' });
    expect(price).toHaveTextContent('₹6,247 per 10 g');
    expect(price).toHaveTextContent('+₹45 (+0.73%)');
    expect(price).toHaveTextContent('24h High: ₹6,265');
    expect(price).toHaveTextContent('24h Low: ₹6,198');
  });

  it('/real-estate and /sdi show the figures of product §9', async () => {
    fakeCatalogueApi();
    const realEstate = renderRoute('/real-estate');
    const bangalore = await screen.findByRole('article', { name: 'Bangalore Tech Park' });
    for (const text of ['₹75 Cr', '₹50,000', '14-18%', '9%', '7-10%']) expect(within(bangalore).getAllByText(text).length).toBeGreaterThan(0);
    realEstate.unmount();

    renderRoute('/sdi');
    const debentures = await screen.findByRole('article', { name: 'Corporate Debentures' });
    for (const text of ['12-15% p.a.', '₹1,00,000', '2-5 years']) expect(within(debentures).getAllByText(text).length).toBeGreaterThan(0);
    // One issuer's own rating and its agency (not product §9's range "AA+ to AAA"), from the booked terms.
    expect(await within(debentures).findByText('AA+ by Meridian Credit Ratings')).toBeInTheDocument();
  });
});
