import { Module } from '@nestjs/common';
import { FieldCryptoModule } from '../../common/crypto/field-crypto.module.js';
import { KycModule } from '../kyc/kyc.module.js';
import { OtpModule } from '../otp/otp.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { RazorpayModule } from '../razorpay/razorpay.module.js';
import { SessionModule } from '../session/session.module.js';
import { BankAccountRecords } from './bank-account-records.js';
import { BankAccountStore } from './bank-account-store.js';
import { BankAccountsController } from './bank-accounts.controller.js';
import { BankAccountsService } from './bank-accounts.service.js';
import { IfscDirectory } from './ifsc-directory.js';
import { PayoutDestinations } from './payout-destinations.js';

/**
 * The investor's bank account (GET/POST /api/bank-account, GET /api/bank-account/ifsc/:ifsc), verified by a RazorpayX
 * penny drop with the bank's name matched to the KYC name; a change of a verified account takes the phone OTP
 * (POST /api/bank-account/otp) and a cooling-off, and is texted from the outbox (modules/texts). Exports PayoutDestinations (where payouts go) and
 * BankAccountRecords (every account added, for the Access download).
 */
@Module({
  imports: [SessionModule, RateLimitModule, KycModule, RazorpayModule, FieldCryptoModule, OtpModule],
  controllers: [BankAccountsController],
  providers: [BankAccountsService, BankAccountStore, BankAccountRecords, IfscDirectory, PayoutDestinations],
  exports: [PayoutDestinations, BankAccountRecords],
})
export class BankAccountsModule {}
