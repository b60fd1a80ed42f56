import { lazyRoute } from '@invest/platform';
import type { RouteObject } from 'react-router-dom';

/** Exposed as `./routes`: every route this remote owns (ARCHITECTURE.md section 2), absolute paths, lazy pages. */
export const routes: RouteObject[] = [
  lazyRoute('/', 'Home', () => import('./features/home/home-page.js')),
  lazyRoute('/faq', 'FAQ', () => import('./features/faq/faq-page.js')),
  lazyRoute('/contact', 'Contact', () => import('./features/contact/contact-page.js')),
  lazyRoute('/privacy', 'Privacy Dashboard', () => import('./features/privacy/privacy-dashboard-page.js')),
  lazyRoute('/privacy-dashboard', 'Privacy Dashboard', () => import('./features/privacy/privacy-dashboard-page.js')),
  lazyRoute('/security-report', 'Security Report', () => import('./features/security-report/security-report-page.js')),
  lazyRoute('/terms', 'Terms & Conditions', () => import('./features/terms/terms-page.js')),
  lazyRoute('/risk-disclosure', 'Risk Disclosure', () => import('./features/risk-disclosure/risk-disclosure-page.js')),
  lazyRoute('/dpdp-compliance', 'DPDP Compliance', () => import('./features/dpdp-compliance/dpdp-compliance-page.js')),
  lazyRoute('/bug-bounty', 'Bug Bounty', () => import('./features/bug-bounty/bug-bounty-page.js')),
];

export default routes;
