import { InvestmentEntity } from '../modules/ledger/entities/investment.entity.js';
import { PaymentEntity } from '../modules/ledger/entities/payment.entity.js';
import { PayoutEntity } from '../modules/ledger/entities/payout.entity.js';
import { TransactionEntity } from '../modules/ledger/entities/transaction.entity.js';
import { OtpCodeEntity } from '../modules/otp/entities/otp-code.entity.js';
import { RateLimitBucketEntity } from '../modules/rate-limit/entities/rate-limit-bucket.entity.js';
import { SessionEntity } from '../modules/session/entities/session.entity.js';
import { SmsOutboxMessageEntity } from '../modules/sms/entities/sms-outbox-message.entity.js';
import { UserEntity } from '../modules/users/entities/user.entity.js';

/** Every entity, listed explicitly (no globs: the code runs as ESM from src/ or dist/). */
export const ENTITIES = [
  UserEntity, SessionEntity, OtpCodeEntity, RateLimitBucketEntity, SmsOutboxMessageEntity,
  InvestmentEntity,
  PaymentEntity,
  TransactionEntity,
  PayoutEntity,
];
