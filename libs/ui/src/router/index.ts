// '@invest/ui/router': the pieces that need react-router (the main entry, '@invest/ui', never imports it).
export { ButtonLink } from './button-link.js';
export { useRedirectAfterDelay } from './use-redirect-after-delay.js';
