/**
 * The shell's links. Each `label` (and a footer group's `title`) is a message id of the shell's catalogues
 * (src/messages/<locale>.json), where the English of product §2 is written.
 */

/** Header links, in order (product §2). */
export const HEADER_LINKS = [
  { to: '/', label: 'shell.nav.home' },
  { to: '/products', label: 'shell.nav.products' },
  { to: '/calculator', label: 'shell.nav.calculator' },
  { to: '/dashboard', label: 'shell.nav.dashboard' },
  { to: '/contact', label: 'shell.nav.contact' },
] as const;

export const TRY_DEMO = { to: '/demo', label: 'shell.nav.tryDemo' } as const;
export const INVEST_NOW = { to: '/kyc', label: 'shell.nav.investNow' } as const;
export const KNOWLEDGE_HUB = { to: '/knowledge-hub', label: 'shell.nav.knowledgeHub' } as const;

/** Footer links, every one of product §2, grouped for reading. */
export const FOOTER_GROUPS = [
  {
    title: 'shell.footer.products',
    links: [
      { to: '/fixed-deposits', label: 'shell.footer.fixedDeposits' },
      { to: '/bonds', label: 'shell.footer.bonds' },
      { to: '/mutual-funds', label: 'shell.footer.mutualFunds' },
      { to: '/real-estate', label: 'shell.footer.realEstate' },
      { to: '/gold', label: 'shell.footer.gold' },
      { to: '/sdi', label: 'shell.footer.sdi' },
    ],
  },
  {
    title: 'shell.footer.invest',
    links: [
      { to: '/calculator', label: 'shell.footer.calculator' },
      { to: '/dashboard', label: 'shell.footer.dashboard' },
      { to: '/kyc', label: 'shell.footer.kyc' },
      { to: '/payment', label: 'shell.footer.payment' },
    ],
  },
  {
    title: 'shell.footer.support',
    links: [
      { to: '/contact', label: 'shell.footer.reviews' },
      { to: '/faq', label: 'shell.footer.faq' },
      { to: '/privacy-dashboard', label: 'shell.footer.privacyDashboard' },
      { to: '/security-report', label: 'shell.footer.securityReport' },
    ],
  },
  {
    title: 'shell.footer.legal',
    links: [
      { to: '/terms', label: 'shell.footer.terms' },
      { to: '/risk-disclosure', label: 'shell.footer.riskDisclosure' },
      { to: '/dpdp-compliance', label: 'shell.footer.dpdp' },
      { to: '/bug-bounty', label: 'shell.footer.bugBounty' },
    ],
  },
] as const;
