import { InitialSchema1732240000000 } from './1732240000000-initial-schema.js';
import { Ledger1732300000000 } from './1732300000000-ledger.js';
import { ContactPrivacy1732400000300 } from './1732400000300-contact-privacy.js';
import { IdempotencyKeys1732400000600 } from './1732400000600-idempotency-keys.js';
import { Kyc1732400000900 } from './1732400000900-kyc.js';
import { Demo1732800000000 } from './1732800000000-demo.js';
import { Catalogue1732900000000 } from './1732900000000-catalogue.js';
import { PortfolioIndexes1733000000000 } from './1733000000000-portfolio-indexes.js';
import { TrustedPayments1734000000000 } from './1734000000000-trusted-payments.js';
import { RealIdentityProviders1734100000000 } from './1734100000000-real-identity-providers.js';
import { BankAccountsNominees1735000000000 } from './1735000000000-bank-accounts-nominees.js';
import { PayoutsSent1735100000000 } from './1735100000000-payouts-sent.js';
import { PayoutPrincipal1736100000001 } from './1736100000001-payout-principal.js';
import { ErasureAfterPayouts1736200000001 } from './1736200000001-erasure-after-payouts.js';
import { Refunds1736300000001 } from './1736300000001-refunds.js';
import { MarketPrices1736400000001 } from './1736400000001-market-prices.js';
import { PayoutAttemptRequest1736700000000 } from './1736700000000-payout-attempt-request.js';
import { PanHash1736800000000 } from './1736800000000-pan-hash.js';
import { ConsentVersion1736900000000 } from './1736900000000-consent-version.js';
import { BankAccountPayoutsFrom1737100000000 } from './1737100000000-bank-account-payouts-from.js';
import { InterestPayer1737300000000 } from './1737300000000-interest-payer.js';
import { TextOutbox1737400000000 } from './1737400000000-text-outbox.js';
import { OnePlanPerOffering1737600000000 } from './1737600000000-one-plan-per-offering.js';
import { AadhaarOtpResend1737700000000 } from './1737700000000-aadhaar-otp-resend.js';
import { CategoryRiskFromPlans1737800000000 } from './1737800000000-category-risk-from-plans.js';
import { UserLanguage1737900000000 } from './1737900000000-user-language.js';

/** Every migration in order. Add new ones at the end; never edit one that has shipped. */
export const MIGRATIONS = [
  InitialSchema1732240000000,
  Ledger1732300000000,
  ContactPrivacy1732400000300,
  IdempotencyKeys1732400000600,
  Kyc1732400000900,
  Demo1732800000000,
  Catalogue1732900000000,
  PortfolioIndexes1733000000000,
  TrustedPayments1734000000000,
  RealIdentityProviders1734100000000,
  BankAccountsNominees1735000000000,
  PayoutsSent1735100000000,
  PayoutPrincipal1736100000001,
  ErasureAfterPayouts1736200000001,
  Refunds1736300000001,
  MarketPrices1736400000001,
  PayoutAttemptRequest1736700000000,
  PanHash1736800000000,
  ConsentVersion1736900000000,
  BankAccountPayoutsFrom1737100000000,
  InterestPayer1737300000000,
  TextOutbox1737400000000,
  OnePlanPerOffering1737600000000,
  AadhaarOtpResend1737700000000,
  CategoryRiskFromPlans1737800000000,
  UserLanguage1737900000000,
];
