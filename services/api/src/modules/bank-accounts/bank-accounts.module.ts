import { Module } from '@nestjs/common';
import { FieldCryptoModule } from '../../common/crypto/field-crypto.module.js';
import { KycModule } from '../kyc/kyc.module.js';
import { OtpModule } from '../otp/otp.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { RazorpayXModule } from '../razorpayx/razorpayx.module.js';
import { SessionModule } from '../session/session.module.js';
import { SmsModule } from '../sms/sms.module.js';
import { AccountChangeNotice } from './account-change-notice.js';
import { BankAccountRecords } from './bank-account-records.js';
import { BankAccountStore } from './bank-account-store.js';
import { BankAccountsController } from './bank-accounts.controller.js';
import { BankAccountsService } from './bank-accounts.service.js';
import { IfscDirectory } from './ifsc-directory.js';
import { PayoutDestinations } from './payout-destinations.js';

/**
 * The investor's bank account (GET/POST /api/bank-account, GET /api/bank-account/ifsc/:ifsc), verified by a RazorpayX
 * penny drop with the bank's name matched to the KYC name; a change of a verified account takes the phone OTP
 * (POST /api/bank-account/otp), texts a notice and a cooling-off. Exports PayoutDestinations (where payouts go) and
 * BankAccountRecords (every account added, for the Access download).
 */
@Module({
  imports: [SessionModule, RateLimitModule, KycModule, RazorpayXModule, FieldCryptoModule, OtpModule, SmsModule],
  controllers: [BankAccountsController],
  providers: [BankAccountsService, BankAccountStore, BankAccountRecords, IfscDirectory, PayoutDestinations, AccountChangeNotice],
  exports: [PayoutDestinations, BankAccountRecords],
})
export class BankAccountsModule {}
