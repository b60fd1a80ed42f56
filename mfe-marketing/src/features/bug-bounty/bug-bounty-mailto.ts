import { BRAND, mailtoUrl, type I18n } from '@invest/platform';
import { bugBountyMail } from '../../content/bug-bounty.js';

/** mailto: to the security address with the subject 'Bug Bounty Report' and a report template as the body, in the page's language. */
export function bugBountyMailto(_: I18n['_']): string {
  return `${mailtoUrl(BRAND.email.security, _(bugBountyMail.subject))}&body=${encodeURIComponent(_(bugBountyMail.body))}`;
}
