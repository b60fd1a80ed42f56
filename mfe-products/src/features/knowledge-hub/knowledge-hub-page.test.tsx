import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import { fakeCatalogueApi } from '@invest/testing';
import { renderRoute } from '../../testing/render-route.js';

describe('/knowledge-hub', () => {
  it('shows a card per product with returns, risk and liquidity badges (liquidity colour rule)', async () => {
    fakeCatalogueApi();
    renderRoute('/knowledge-hub');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Fixed Deposits',
      'Bonds',
      'Mutual Funds',
      'Premium Gold',
      'SDI',
      'Fractional Real Estate',
    ]);
    const tone = (name: string, text: string) => within(screen.getByRole('article', { name })).getByText(text).getAttribute('data-tone');
    expect(tone('Mutual Funds', 'Liquidity: High')).toBe('blue');
    expect(tone('Fixed Deposits', 'Liquidity: Medium')).toBe('purple');
    expect(tone('SDI', 'Liquidity: Low')).toBe('grey');
    // A category's risk is the highest of its plans' (the API computes it; one scale, one colour rule).
    expect(tone('Fixed Deposits', 'Risk: Medium')).toBe('yellow');
    expect(tone('Bonds', 'Risk: High')).toBe('orange');
    expect(tone('Fractional Real Estate', 'Risk: Medium-High')).toBe('orange');
    expect(within(screen.getByRole('article', { name: 'Bonds' })).getByText(/DICGC deposit insurance covers bank deposits only/)).toBeVisible();
    // The card's figure (the closed "Expected Returns & Liquidity" section, in the page but hidden, repeats it).
    expect(within(screen.getByRole('article', { name: 'Bonds' })).getByText('5.5-18% p.a.', { selector: 'strong' })).toBeVisible();
  });

  it('opens several accordion sections of one product at once', async () => {
    fakeCatalogueApi();
    const user = userEvent.setup();
    renderRoute('/knowledge-hub');
    const fd = await screen.findByRole('article', { name: 'Fixed Deposits' });
    const triggers = within(fd).getAllByRole('button');
    expect(within(fd).getByText("TDS is deducted once a financial year's interest we pay you passes ₹10,000")).not.toBeVisible();
    expect(triggers.map((t) => t.textContent?.replace('▾', ''))).toEqual([
      'Key Features',
      'Benefits',
      'Risk Factors',
      'Taxation',
      'Eligibility',
      'Investment Strategies',
      'Expected Returns & Liquidity',
    ]);
    await user.click(within(fd).getByRole('button', { name: /Taxation/ }));
    await user.click(within(fd).getByRole('button', { name: /Eligibility/ }));
    expect(within(fd).getByText("TDS is deducted once a financial year's interest we pay you passes ₹10,000")).toBeVisible();
    expect(within(fd).getByText('PAN compulsory for deposits above ₹50,000')).toBeVisible();
    await user.click(within(fd).getByRole('button', { name: /Expected Returns/ }));
    expect(within(fd).getByText('18-22% p.a. (1.5-1.83% a month)')).toBeVisible();
  });

  it('includes the calculator, the security and compliance section and the trust strip', async () => {
    fakeCatalogueApi();
    renderRoute('/knowledge-hub');
    expect(await screen.findByRole('region', { name: 'Investment calculator' })).toBeInTheDocument();
    const security = screen.getByRole('region', { name: 'Security & Compliance' });
    for (const text of [
      'AES-256 Encryption',
      'Blockchain Security',
      'Uptime 99.99%',
      'Fraud Detection 99.8%',
      'PCI-DSS Level 1',
      'ISO 27001',
      'DPDP/GDPR',
      'RBI/SEBI',
    ]) {
      expect(within(security).getByText(text)).toBeInTheDocument();
    }
    expect(within(screen.getByRole('list', { name: 'Trust badges' })).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
  });
});
