import { SetMetadata } from '@nestjs/common';

export const SKIP_CSRF = 'skipCsrfHeader';

/**
 * For routes called server to server and authenticated otherwise (a gateway webhook, signed with a shared
 * secret): browsers never call them, so the CSRF header check does not apply.
 */
export const SkipCsrf = () => SetMetadata(SKIP_CSRF, true);
