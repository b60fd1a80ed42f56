import { ErrorCode } from '@invest/contracts';
import { AppException } from '../../common/exceptions/app-exception.js';

/** A body's `userId` must be the signed-in user's (ARCHITECTURE 5: a route answers only for its own user). */
export function assertOwnAccount(bodyUserId: string, sessionUserId: string, what: string): void {
  if (bodyUserId !== sessionUserId) {
    throw new AppException(403, ErrorCode.Forbidden, `You can only ${what} for your own account.`);
  }
}
