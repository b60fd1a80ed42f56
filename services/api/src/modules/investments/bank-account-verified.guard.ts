import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { BankAccountMessage, ErrorCode } from '@invest/contracts';
import type { FastifyRequest } from 'fastify';
import { AppException } from '../../common/exceptions/app-exception.js';
import { PayoutDestinations } from '../bank-accounts/payout-destinations.js';
import { authenticationRequired } from '../session/session.guard.js';

/**
 * Investing needs a verified bank account, where the payouts are paid (403 BANK_ACCOUNT_REQUIRED), checked on the
 * server before anything is created. Put it AFTER SessionGuard and KycVerifiedGuard.
 */
@Injectable()
export class BankAccountVerifiedGuard implements CanActivate {
  constructor(private readonly destinations: PayoutDestinations) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!request.auth) throw authenticationRequired();
    if (await this.destinations.verifiedFor(request.auth.user.id)) return true;
    throw new AppException(403, ErrorCode.BankAccountRequired, BankAccountMessage.RequiredToInvest);
  }
}
