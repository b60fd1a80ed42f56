import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { BRAND } from '@invest/platform';
import { catalogueFigures, fakeCatalogueApi, renderPage } from '@invest/testing';
import TermsPage from '../terms/terms-page.js';
import RiskDisclosurePage from './risk-disclosure-page.js';

describe('Risk disclosure page', () => {
  beforeEach(() => {
    fakeCatalogueApi();
  });

  it("shows each category's risk level and deposit insurance as the catalogue computes them from its plans", async () => {
    renderPage(<RiskDisclosurePage />, '/risk-disclosure');
    const bonds = await screen.findByRole('article', { name: 'Bonds' });
    // The highest of the bond plans' levels (High Yield Bonds: High), on the one scale and its colours.
    expect(await within(bonds).findByText(catalogueFigures.categories.BONDS.risk)).toHaveAttribute('data-tone', 'orange');
    const deposits = screen.getByRole('article', { name: 'Fixed Deposits' });
    expect(within(deposits).getByText(catalogueFigures.categories.FIXED_DEPOSITS.risk)).toHaveAttribute('data-tone', 'yellow');
    expect(deposits).toHaveTextContent(`Deposit insurance: ${catalogueFigures.categories.FIXED_DEPOSITS.insurance}`);
    expect(document.body).not.toHaveTextContent(/guaranteed/i);
  });

  it.each([
    ['risk disclosure', RiskDisclosurePage, '/risk-disclosure'],
    ['terms', TermsPage, '/terms'],
  ] as const)('the %s page names the grievance officer and the way to escalate', (_, Page, path) => {
    renderPage(<Page />, path);
    const section = screen.getByRole('region', { name: 'Grievance redressal' });
    const { officer, nodalOfficer, regulators } = BRAND.grievance;
    for (const text of [officer.name, officer.email, officer.phone.display, officer.response, nodalOfficer.name, nodalOfficer.response])
      expect(section).toHaveTextContent(text);
    for (const regulator of regulators) expect(within(section).getByRole('link', { name: regulator.name })).toHaveAttribute('href', regulator.url);
  });
});
