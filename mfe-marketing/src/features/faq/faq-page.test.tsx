import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, jest } from '@jest/globals';
import { renderPage, useFakeClock } from '@invest/testing';
import { faqCategories } from '../../content/faq.js';
import FaqPage from './faq-page.js';

describe('FAQ page', () => {
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
    expect(screen.getByText(/penalty of 1-2% of interest earned/)).toBeVisible();
    await user.click(withdrawal);
    expect(withdrawal).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/penalty of 1-2% of interest earned/)).not.toBeVisible();
  });

  it('shows a category afresh: an answer left open in another category is closed on return', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, '/faq');
    await user.click(screen.getByRole('button', { name: /How does KYC work/ }));
    expect(screen.getByText(/verified within 24 hours/)).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Bonds' }));
    expect(screen.getByText(/verified within 24 hours/)).not.toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'General' }));
    expect(screen.getByRole('button', { name: /How does KYC work/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/verified within 24 hours/)).not.toBeVisible();
  });

  it('states the TDS threshold the API books for the interest the platform pays, on the day (India)', () => {
    useFakeClock();
    const answer = /TDS of 10% is deducted once the interest we pay you in a financial year \(April to March\) passes (₹\d[\d,]*\d)/;
    // 31 Mar 2025, 11 pm in India: FY 2024-25, ₹5,000 for any payer but a bank.
    jest.setSystemTime(new Date('2025-03-31T17:30:00.000Z'));
    renderPage(<FaqPage />, '/faq');
    fireEvent.click(screen.getByRole('tab', { name: 'Fixed Deposits' }));
    expect(answer.exec(screen.getByText(answer).textContent ?? '')?.[1]).toBe('₹5,000');
    cleanup();
    // 1 Apr 2025 in India (still 31 Mar in UTC): FY 2025-26, ₹10,000.
    jest.setSystemTime(new Date('2025-03-31T19:00:00.000Z'));
    renderPage(<FaqPage />, '/faq');
    fireEvent.click(screen.getByRole('tab', { name: 'Fixed Deposits' }));
    expect(answer.exec(screen.getByText(answer).textContent ?? '')?.[1]).toBe('₹10,000');
  });

  it("carries the spec's figures", async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, '/faq');
    await user.click(screen.getByRole('button', { name: /How does KYC work/ }));
    expect(screen.getByText(/verified within 24 hours/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: /payment methods are accepted/ }));
    expect(screen.getByText(/Cash is accepted above ₹1 lakh/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: /process my investment/ }));
    expect(screen.getByText(/processed in 24-48 hours/)).toBeVisible();
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
