import { ErrorCode } from '@invest/contracts';
import { AppException } from '../../common/exceptions/app-exception.js';

/** The words of a refused redemption (each answer changes nothing). */
export const RedemptionMessage = {
  NotFound: 'Investment not found.',
  NotMarketLinked: 'Only mutual fund and gold holdings are redeemed on request; this investment pays out on its schedule.',
  AlreadyRedeeming: 'This holding is already being redeemed.',
  NotActive: 'Only an active holding can be redeemed.',
  UnitsNotAllotted: 'The units of this holding are not allotted yet: they are bought at the purchase day’s price once it is published.',
  NoPriceToday: 'Today’s price is not published yet. Please try again later today.',
  NoBankAccount: 'Add and verify your bank account (KYC step 3, Bank Details) to receive the redemption.',
  Started: 'Redemption started: the proceeds are on their way to your bank account.',
} as const;

export const notFound = () => new AppException(404, ErrorCode.NotFound, RedemptionMessage.NotFound);
export const conflict = (message: string) => new AppException(409, ErrorCode.Conflict, message);
export const noBankAccount = () => new AppException(403, ErrorCode.BankAccountRequired, RedemptionMessage.NoBankAccount);
