import { AadhaarOtpChallengeEntity } from '../modules/kyc/entities/aadhaar-otp-challenge.entity.js';
import { KycRecordEntity } from '../modules/kyc/entities/kyc-record.entity.js';
import { InvestmentEntity } from '../modules/investments/entities/investment.entity.js';
import { PaymentEntity } from '../modules/payments/entities/payment.entity.js';
import { PayoutEntity } from '../modules/payouts/entities/payout.entity.js';
import { RefundEntity } from '../modules/payments/entities/refund.entity.js';
import { MarketPriceEntity } from '../modules/market/entities/market-price.entity.js';
import { TransactionEntity } from '../modules/ledger/entities/transaction.entity.js';
import { OtpCodeEntity } from '../modules/otp/entities/otp-code.entity.js';
import { RateLimitBucketEntity } from '../modules/rate-limit/entities/rate-limit-bucket.entity.js';
import { SessionEntity } from '../modules/session/entities/session.entity.js';
import { UserEntity } from '../modules/users/entities/user.entity.js';
import { ContactMessageEntity } from '../modules/contact/entities/contact-message.entity.js';
import { ConsentRecordEntity } from '../modules/privacy/entities/consent-record.entity.js';
import { PrivacyEventEntity } from '../modules/privacy/entities/privacy-event.entity.js';
import { PrivacyRequestEntity } from '../modules/privacy/entities/privacy-request.entity.js';
import { IdempotencyKeyEntity } from '../modules/idempotency/entities/idempotency-key.entity.js';
import { DemoAccountEntity } from '../modules/demo/entities/demo-account.entity.js';
import { DemoInvestmentEntity } from '../modules/demo/entities/demo-investment.entity.js';
import { DemoTransactionEntity } from '../modules/demo/entities/demo-transaction.entity.js';
import { GatewayCustomerEntity } from '../modules/payments/entities/gateway-customer.entity.js';
import { GatewayEventEntity } from '../modules/razorpay/entities/gateway-event.entity.js';
import { CATALOGUE_ENTITIES } from '../modules/catalogue/entities/index.js';
import { BankAccountEntity } from '../modules/bank-accounts/entities/bank-account.entity.js';
import { NomineeEntity } from '../modules/nominees/entities/nominee.entity.js';
import { TextOutboxEntity } from '../modules/texts/entities/text-outbox.entity.js';
import { TdsDeclarationEntity } from '../modules/tds/entities/tds-declaration.entity.js';

/** Every entity, listed explicitly (no globs: the code runs as ESM from src/ or dist/). */
export const ENTITIES = [
  UserEntity,
  SessionEntity,
  OtpCodeEntity,
  RateLimitBucketEntity,
  InvestmentEntity,
  PaymentEntity,
  TransactionEntity,
  PayoutEntity,
  RefundEntity,
  MarketPriceEntity,
  ContactMessageEntity,
  PrivacyRequestEntity,
  ConsentRecordEntity,
  PrivacyEventEntity,
  IdempotencyKeyEntity,
  KycRecordEntity,
  AadhaarOtpChallengeEntity,
  DemoAccountEntity,
  DemoInvestmentEntity,
  DemoTransactionEntity,
  GatewayEventEntity,
  GatewayCustomerEntity,
  BankAccountEntity,
  NomineeEntity,
  TdsDeclarationEntity,
  TextOutboxEntity,
  ...CATALOGUE_ENTITIES,
];
