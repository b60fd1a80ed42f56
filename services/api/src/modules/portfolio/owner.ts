import { ErrorCode } from '@invest/contracts';
import { AppException } from '../../common/exceptions/app-exception.js';
import type { AuthenticatedUser } from '../session/auth-context.js';

/** A route that takes `{userId}` answers only for the signed-in user (403 FORBIDDEN, no data, otherwise). */
export function assertOwnUserId(user: AuthenticatedUser, userId: string): void {
  if (user.id !== userId) {
    throw new AppException(403, ErrorCode.Forbidden, 'You can only view your own portfolio.');
  }
}
