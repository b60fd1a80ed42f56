import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { catalogueFigures, catalogueRoutes, fakeApi, fakeCatalogueApi, renderPage } from '@invest/testing';
import { faqCategories } from '../../content/faq.js';
import FaqPage from './faq-page.js';

describe('FAQ page', () => {
  beforeEach(() => {
    fakeCatalogueApi();
  });

  it('has the six category tabs with General selected by default', () => {
    renderPage(<FaqPage />, '/faq');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['General', 'Fixed Deposits', 'Bonds', 'Mutual Funds', 'Premium Gold', 'SDI & Real Estate']);
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: /How does KYC work/ })).toBeInTheDocument();
    expect(faqCategories).toHaveLength(6);
  });

  it('switches category and keeps a single answer open', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, '/faq');
    await user.click(screen.getByRole('tab', { name: 'Fixed Deposits' }));
    const payout = screen.getByRole('button', { name: 'When are the monthly payouts made?' });
    const withdrawal = screen.getByRole('button', { name: 'Can I withdraw before maturity?' });
    expect(screen.queryByRole('button', { name: /How does KYC work/ })).not.toBeInTheDocument();

    await user.click(payout);
    expect(payout).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/15th of every month/)).toBeVisible();
    await user.click(withdrawal);
    expect(withdrawal).toHaveAttribute('aria-expanded', 'true');
    expect(payout).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByText(/penalty of 1-2% of interest earned/)).toBeVisible();
    await user.click(withdrawal);
    expect(withdrawal).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/penalty of 1-2% of interest earned/)).not.toBeVisible();
  });

  it('shows a category afresh: an answer left open in another category is closed on return', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, '/faq');
    await user.click(screen.getByRole('button', { name: /How does KYC work/ }));
    expect(screen.getByText(/verified instantly/)).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Bonds' }));
    expect(screen.getByText(/verified instantly/)).not.toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'General' }));
    expect(screen.getByRole('button', { name: /How does KYC work/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/verified instantly/)).not.toBeVisible();
  });

  it('states the TDS threshold the API books the platform’s interest with, whatever it is that day', async () => {
    // FY 2024-25's row of the TDS table: the platform's threshold was ₹5,000 (the API answers the row in force).
    const earlier = {
      ...catalogueFigures,
      facts: { ...catalogueFigures.facts, tdsThreshold: { payer: 'platform', amount: 5000, ratePercent: 10, since: '2024-04-01' } },
    };
    fakeApi({ ...catalogueRoutes, 'GET /api/catalogue/figures': () => Response.json(earlier) });
    const user = userEvent.setup();
    renderPage(<FaqPage />, '/faq');
    await user.click(screen.getByRole('tab', { name: 'Fixed Deposits' }));
    await user.click(screen.getByRole('button', { name: /How is fixed deposit interest taxed/ }));
    expect(await screen.findByText(/TDS of 10% is deducted once the interest we pay you in a financial year \(April to March\) passes ₹5,000,/)).toBeVisible();
  });

  it('states the booked terms and the platform’s figures (GET /api/catalogue/figures)', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, '/faq');
    await user.click(screen.getByRole('button', { name: /How does KYC work/ }));
    expect(screen.getByText(/verified instantly/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: /payment methods are accepted/ }));
    expect(await screen.findByText(/Cash is accepted for ₹5,00,000 or more/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: /process my investment/ }));
    expect(screen.getByText(/booked instantly, as soon as your payment is confirmed/)).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Fixed Deposits' }));
    await user.click(screen.getByRole('button', { name: /How is fixed deposit interest taxed/ }));
    // The platform pays the interest: its threshold (₹10,000 from FY 2025-26), one figure whatever the age.
    const tds = screen.getByText(
      /We pay the interest ourselves \(we are not a bank\), so TDS of 10% is deducted once the interest we pay you in a financial year \(April to March\) passes ₹10,000,/,
    );
    expect(tds).toBeVisible();
    expect(tds).not.toHaveTextContent(/senior/);
    await user.click(screen.getByRole('button', { name: /What return does a fixed deposit pay/ }));
    expect(screen.getByText(/pay 18-22% p\.a\., paid out every month: 1\.5-1\.83% of the amount invested a month/)).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Mutual Funds' }));
    await user.click(screen.getByRole('button', { name: /when I redeem/ }));
    expect(screen.getByText(/T\+2 basis.*next business day/)).toBeVisible();
  });

  it('offers Back, WhatsApp chat, Call and the contact form', () => {
    renderPage(<FaqPage />, '/faq');
    expect(screen.getByRole('button', { name: /Back/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'WhatsApp Chat' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(screen.getByRole('link', { name: 'Call' }).getAttribute('href')).toMatch(/^tel:/);
    expect(screen.getByRole('link', { name: 'Contact Form' })).toHaveAttribute('href', '/contact');
  });
});
