import type { Logger } from '@nestjs/common';
import { ErrorCode } from '@invest/contracts';
import { AppException } from '../../common/exceptions/app-exception.js';
import type { ProviderUnavailableError } from '../../common/providers/provider-unavailable.error.js';
import { KycErrorMessage } from './kyc-messages.js';

/** The KYC provider could not answer: 503, nothing recorded against the user (the attempt can simply be retried). */
export function kycProviderUnavailable(logger: Logger, error: ProviderUnavailableError): AppException {
  logger.warn(`KYC provider unavailable: ${error.reason}`);
  return new AppException(503, ErrorCode.ServiceUnavailable, KycErrorMessage.ProviderUnavailable);
}
