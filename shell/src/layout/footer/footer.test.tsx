import { theme } from '@invest/ui';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from '@jest/globals';
import { Footer } from './footer.js';

describe('<Footer/>', () => {
  it('links every footer route of the spec, the contact one labelled Reviews & Feedback', () => {
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <Footer />
        </MemoryRouter>
      </ThemeProvider>,
    );
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
    ]);
    expect(screen.getByRole('link', { name: 'Reviews & Feedback' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText(/Owned and managed by Solidstep Capital Private Limited/)).toBeInTheDocument();
    expect(screen.getByText(/Investments are subject to market risks/)).toBeInTheDocument();
  });
});
