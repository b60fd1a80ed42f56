import type { ExecutionContext } from '@nestjs/common';
import { describe, expect, it } from '@jest/globals';
import { AppException } from '../../common/exceptions/app-exception.js';
import type { AuthContext } from './auth-context.js';
import { KycVerifiedGuard } from './kyc-verified.guard.js';

function contextWith(auth: AuthContext | undefined): ExecutionContext {
  const request = { auth };
  return { switchToHttp: () => ({ getRequest: () => request }) } as unknown as ExecutionContext;
}

const user = (kycStatus: AuthContext['user']['kycStatus']): AuthContext => ({
  sessionId: 'x',
  user: { id: 'u1', phone: '9876543210', kycStatus, language: 'en' },
});

function failure(run: () => unknown): AppException {
  try {
    run();
  } catch (error) {
    if (error instanceof AppException) return error;
    throw error;
  }
  throw new Error('expected the guard to refuse');
}

describe('KycVerifiedGuard', () => {
  const guard = new KycVerifiedGuard();

  it('lets a KYC-verified user through', () => {
    expect(guard.canActivate(contextWith(user('verified')))).toBe(true);
  });

  it('refuses other KYC states with 403 KYC_VERIFICATION_REQUIRED', () => {
    for (const status of ['not_started', 'pending', 'failed'] as const) {
      const error = failure(() => guard.canActivate(contextWith(user(status))));
      expect(error.body).toMatchObject({ statusCode: 403, code: 'KYC_VERIFICATION_REQUIRED' });
    }
  });

  it('refuses a request without a session with 401 AUTHENTICATION_REQUIRED', () => {
    const error = failure(() => guard.canActivate(contextWith(undefined)));
    expect(error.body).toMatchObject({ statusCode: 401, code: 'AUTHENTICATION_REQUIRED' });
  });
});
