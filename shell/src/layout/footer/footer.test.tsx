import { BRAND, I18nProvider } from '@invest/platform';
import { theme } from '@invest/ui';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from '@jest/globals';
import type { Locale } from '@invest/mf/runtime';
import { shellI18n } from '../../testing/shell-i18n.js';
import { Footer } from './footer.js';

function renderFooter(locale: Locale = 'en') {
  render(
    <I18nProvider i18n={shellI18n(locale)}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <Footer />
        </MemoryRouter>
      </ThemeProvider>
    </I18nProvider>,
  );
}

describe('<Footer/>', () => {
  it('links every footer route of the spec, the contact one labelled Reviews & Feedback', () => {
    renderFooter();
    const hrefs = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.startsWith('/'));
    expect(hrefs).toEqual([
      '/fixed-deposits',
      '/bonds',
      '/mutual-funds',
      '/real-estate',
      '/gold',
      '/sdi',
      '/calculator',
      '/dashboard',
      '/kyc',
      '/payment',
      '/contact',
      '/faq',
      '/privacy-dashboard',
      '/security-report',
      '/terms',
      '/risk-disclosure',
      '/dpdp-compliance',
      '/bug-bounty',
      // The grievance section's link to the full complaints procedure.
      '/terms#grievances',
    ]);
    expect(screen.getByRole('link', { name: 'Reviews & Feedback' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText(/Owned and managed by Solidstep Capital Private Limited/)).toBeInTheDocument();
    expect(screen.getByText(/Investments are subject to market risks/)).toBeInTheDocument();
  });

  it('names the grievance officer, the principal nodal officer and each regulator, from the brand config', () => {
    renderFooter();
    const section = screen.getByRole('group', { name: 'Grievance redressal' });
    expect(screen.queryByRole('region', { name: 'Grievance redressal' })).toBeNull();
    const { officer, nodalOfficer, regulators } = BRAND.grievance;
    expect(section).toHaveTextContent(`Grievance Officer: Meera Kulkarni, grievance@solidstep.example, +91 98000 00011`);
    expect(section).toHaveTextContent(officer.response);
    expect(within(section).getByRole('link', { name: officer.email })).toHaveAttribute('href', `mailto:${officer.email}`);
    expect(within(section).getByRole('link', { name: officer.phone.display })).toHaveAttribute('href', `tel:${officer.phone.e164}`);
    expect(within(section).getByRole('link', { name: nodalOfficer.email })).toHaveAttribute('href', `mailto:${nodalOfficer.email}`);
    expect(section).toHaveTextContent(`${nodalOfficer.role}: ${nodalOfficer.name}`);
    expect(regulators.map((regulator) => within(section).getByRole('link', { name: regulator.name }).getAttribute('href'))).toEqual([
      'https://scores.sebi.gov.in',
      'https://cms.rbi.org.in',
      'https://consumerhelpline.gov.in',
    ]);
  });

  it('in Hindi: the same links, named in Hindi (सावधि जमा for fixed deposits), the year and company in the notice', () => {
    renderFooter('hi');
    expect(screen.getByRole('navigation', { name: 'निवेश विकल्प' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सावधि जमा (FD)' })).toHaveAttribute('href', '/fixed-deposits');
    expect(screen.getByRole('group', { name: 'शिकायत निवारण' })).toBeInTheDocument();
    expect(screen.getByText(`© ${new Date().getFullYear()} ${BRAND.company}। सर्वाधिकार सुरक्षित।`)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Fixed Deposits' })).toBeNull();
    // The brand's sentences too: tagline, credit, risk warning and the grievance path, names and links kept.
    expect(screen.getByText('मज़बूत क़दम, ठोस बढ़त')).toBeInTheDocument();
    expect(screen.getByText(`${BRAND.company} के स्वामित्व और प्रबंधन में।`)).toBeInTheDocument();
    expect(screen.getByText(/निवेश बाज़ार जोखिमों के अधीन हैं/)).toBeInTheDocument();
    const grievance = screen.getByRole('group', { name: 'शिकायत निवारण' });
    expect(grievance).toHaveTextContent(`शिकायत निवारण अधिकारी: ${BRAND.grievance.officer.name}`);
    expect(within(grievance).getByRole('link', { name: 'RBI एकीकृत लोकपाल' })).toHaveAttribute('href', 'https://cms.rbi.org.in');
    expect(grievance).not.toHaveTextContent('Grievance Officer');
    expect(screen.queryByText(BRAND.tagline)).toBeNull();
  });
});
