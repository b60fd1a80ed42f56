import { screen, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { PAGE_APPEARS } from '@invest/testing';
import { dashboardApi } from '../../../testing/dashboard-fixtures.js';
import { answerJson, renderRoute } from '../../../testing/render-route.js';

describe('the Tax papers card', () => {
  it('links each TDS certificate and each year’s tax statement (PDF, CSV) the server offers', async () => {
    dashboardApi();
    renderRoute('/dashboard');
    const certificates = await screen.findByRole('list', { name: 'TDS certificates' }, PAGE_APPEARS);
    expect(within(certificates).getByRole('listitem')).toHaveTextContent('Jul-Sep 2026 (Q2, FY 2026-27): TDS ₹9,000 on ₹45,000');
    expect(screen.getByRole('link', { name: 'Download TDS certificate Jul-Sep 2026 (Q2, FY 2026-27) (PDF)' })).toHaveAttribute(
      'href',
      '/api/reports/u1/tds-certificates/2026-27-Q2',
    );
    const years = within(screen.getByRole('list', { name: 'Tax statements' })).getAllByRole('listitem');
    expect(years.map((year) => year.firstChild?.textContent)).toEqual([
      'FY 2026-27 (01 Apr 2026 - 31 Mar 2027) (so far)',
      'FY 2025-26 (01 Apr 2025 - 31 Mar 2026)',
    ]);
    expect(screen.getByRole('link', { name: 'Download tax statement FY 2025-26 (PDF)' })).toHaveAttribute('href', '/api/reports/u1/tax-statements/2025-26/pdf');
    expect(screen.getByRole('link', { name: 'Download tax statement FY 2025-26 (CSV)' })).toHaveAttribute('href', '/api/reports/u1/tax-statements/2025-26/csv');
  });

  it('says when no certificate has been issued yet', async () => {
    dashboardApi({ '/api/reports/u1/tax-papers': answerJson({ certificates: [], years: [] }) });
    renderRoute('/dashboard');
    expect(await screen.findByText(/No TDS certificate yet: one is issued for each closed quarter/, {}, PAGE_APPEARS)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'TDS certificates' })).not.toBeInTheDocument();
    expect(screen.getByText('No payouts yet.')).toBeInTheDocument();
  });
});
