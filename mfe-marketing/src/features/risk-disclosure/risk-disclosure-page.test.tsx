import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { catalogueFigures, fakeCatalogueApi } from '@invest/testing';
import { expectGrievanceSection } from '../../shared/grievance-section.expect.js';
import RiskDisclosurePage from './risk-disclosure-page.js';
import { renderMarketingPage } from '../../testing/render-marketing-page.js';

describe('Risk disclosure page', () => {
  beforeEach(() => {
    fakeCatalogueApi();
  });

  it("shows each category's risk level and deposit insurance as the catalogue computes them from its plans", async () => {
    renderMarketingPage(<RiskDisclosurePage />, '/risk-disclosure');
    const bonds = await screen.findByRole('article', { name: 'Bonds' });
    // The highest of the bond plans' levels (High Yield Bonds: High), on the one scale and its colours.
    expect(await within(bonds).findByText(catalogueFigures.categories.BONDS.risk)).toHaveAttribute('data-tone', 'orange');
    const deposits = screen.getByRole('article', { name: 'Fixed Deposits' });
    expect(within(deposits).getByText(catalogueFigures.categories.FIXED_DEPOSITS.risk)).toHaveAttribute('data-tone', 'yellow');
    expect(deposits).toHaveTextContent(`Deposit insurance: ${catalogueFigures.categories.FIXED_DEPOSITS.insurance}`);
    expect(document.body).not.toHaveTextContent(/guaranteed/i);
  });

  it('names the grievance officer and the way to escalate', () => {
    renderMarketingPage(<RiskDisclosurePage />, '/risk-disclosure');
    expectGrievanceSection();
  });
});
