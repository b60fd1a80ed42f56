import { lazyRoute } from '@invest/platform';
import type { RouteObject } from 'react-router-dom';
import { MARKETING_CATALOG, MARKETING_LEGAL_CATALOG } from './marketing-catalog.js';
import { ROUTE_META } from './route-meta.js';

/** A page that reads no store: it loads neither the store nor Redux Toolkit (the home page's first load). */
const STATIC = { store: false } as const;

/** A legal page's messages: the legal catalogue, and its title and description (`marketing.<page>.meta.…`). */
const legal = (page: string) =>
  ({ catalog: MARKETING_LEGAL_CATALOG, title: `marketing.${page}.meta.title`, description: `marketing.${page}.meta.description` }) as const;

/** Exposed as `./routes`: every route this remote owns (ARCHITECTURE.md section 2), absolute paths, lazy pages. */
export const routes: RouteObject[] = [
  lazyRoute('/', ROUTE_META['/'], () => import('./features/home/home-page.js'), {
    ...STATIC,
    messages: { catalog: MARKETING_CATALOG, title: 'marketing.home.meta.title', description: 'marketing.home.meta.description' },
  }),
  lazyRoute('/faq', ROUTE_META['/faq'], () => import('./features/faq/faq-page.js'), {
    messages: { catalog: MARKETING_CATALOG, title: 'marketing.faq.meta.title', description: 'marketing.faq.meta.description' },
  }),
  lazyRoute('/contact', ROUTE_META['/contact'], () => import('./features/contact/contact-page.js'), {
    messages: { catalog: MARKETING_CATALOG, title: 'marketing.contact.meta.title', description: 'marketing.contact.meta.description' },
  }),
  lazyRoute('/privacy', ROUTE_META['/privacy'], () => import('./features/privacy/privacy-dashboard-page.js'), { messages: legal('privacy') }),
  lazyRoute('/privacy-dashboard', ROUTE_META['/privacy-dashboard'], () => import('./features/privacy/privacy-dashboard-page.js'), {
    messages: legal('privacy'),
  }),
  lazyRoute('/security-report', ROUTE_META['/security-report'], () => import('./features/security-report/security-report-page.js'), {
    ...STATIC,
    messages: legal('securityReport'),
  }),
  lazyRoute('/terms', ROUTE_META['/terms'], () => import('./features/terms/terms-page.js'), { ...STATIC, messages: legal('terms') }),
  lazyRoute('/risk-disclosure', ROUTE_META['/risk-disclosure'], () => import('./features/risk-disclosure/risk-disclosure-page.js'), {
    messages: legal('riskDisclosure'),
  }),
  lazyRoute('/dpdp-compliance', ROUTE_META['/dpdp-compliance'], () => import('./features/dpdp-compliance/dpdp-compliance-page.js'), {
    ...STATIC,
    messages: legal('dpdp'),
  }),
  lazyRoute('/bug-bounty', ROUTE_META['/bug-bounty'], () => import('./features/bug-bounty/bug-bounty-page.js'), { ...STATIC, messages: legal('bugBounty') }),
];

export default routes;
