import { hasErrorCode } from '@invest/api';
import { ErrorCode } from '@invest/contracts';

export interface FailureNotice {
  title: string;
  description: string;
  /** Where to go 2 s later, if anywhere. */
  redirectTo?: '/kyc' | '/kyc-verification';
}

/** Spec 8: the investment and payment error texts. */
export function failureNotice(step: 'investment' | 'payment', error: unknown): FailureNotice {
  const action = step === 'investment' ? 'create investments' : 'process payments';
  if (hasErrorCode(error, ErrorCode.AuthenticationRequired)) {
    return { title: 'Registration Required', description: `Please register or login to ${action}.`, redirectTo: '/kyc' };
  }
  if (hasErrorCode(error, ErrorCode.KycVerificationRequired)) {
    return {
      title: 'KYC Verification Required',
      description: step === 'investment' ? 'Please complete your KYC verification to proceed.' : 'Please complete your KYC verification to process payments.',
      redirectTo: '/kyc-verification',
    };
  }
  return step === 'investment'
    ? { title: 'Investment Creation Failed', description: 'Failed to create investment. Please try again.' }
    : { title: 'Payment Failed', description: 'Payment processing failed. Please try again.' };
}
