import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { ErrorCode } from '@invest/contracts';
import type { FastifyRequest } from 'fastify';
import { AppException } from '../../common/exceptions/app-exception.js';
import { authenticationRequired } from './session.guard.js';

/**
 * Requires a KYC-verified user (403 KYC_VERIFICATION_REQUIRED). Put it AFTER SessionGuard:
 * `@UseGuards(SessionGuard, KycVerifiedGuard)`.
 */
@Injectable()
export class KycVerifiedGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!request.auth) throw authenticationRequired();
    if (request.auth.user.kycStatus === 'verified') return true;
    throw new AppException(403, ErrorCode.KycVerificationRequired, 'KYC verification required. Please complete your KYC verification to proceed.');
  }
}
