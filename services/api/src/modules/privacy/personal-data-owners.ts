import { Injectable } from '@nestjs/common';
import { InvestmentPersonalData } from '../investments/investment-personal-data.js';
import { KycPersonalData } from '../kyc/kyc-personal-data.js';
import { LedgerPersonalData } from '../ledger/ledger-personal-data.js';
import { OtpPersonalData } from '../otp/otp-personal-data.js';
import { PaymentPersonalData } from '../payments/payment-personal-data.js';
import { PayoutPersonalData } from '../payouts/payout-personal-data.js';
import { SessionPersonalData } from '../session/session-personal-data.js';
import { TdsPersonalData } from '../tds/tds-personal-data.js';
import { TextPersonalData } from '../texts/text-personal-data.js';
import { UserPersonalData } from '../users/user-personal-data.js';

/** The owners' reads of one person's rows for the Access download (each runs inside the caller's EntityManager). */
@Injectable()
export class PersonalDataOwners {
  constructor(
    readonly users: UserPersonalData,
    readonly investments: InvestmentPersonalData,
    readonly payments: PaymentPersonalData,
    readonly ledger: LedgerPersonalData,
    readonly payouts: PayoutPersonalData,
    readonly kyc: KycPersonalData,
    readonly sessions: SessionPersonalData,
    readonly otpCodes: OtpPersonalData,
    readonly texts: TextPersonalData,
    readonly tds: TdsPersonalData,
  ) {}
}
