import { BRAND, mailtoUrl } from '@invest/platform';
import { bugBountyMail } from '../../content/bug-bounty.js';

/** mailto: to the security address with the subject 'Bug Bounty Report' and a report template as the body. */
export const bugBountyMailto = `${mailtoUrl(BRAND.email.security, bugBountyMail.subject)}&body=${encodeURIComponent(bugBountyMail.body)}`;
