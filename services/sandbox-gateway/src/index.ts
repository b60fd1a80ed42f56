/**
 * The package's entry. Consumers type-check against ../index.d.ts (the "types" export condition: the sources use
 * `.ts` import paths, which only projects with allowImportingTsExtensions may compile); test/public-api.test.ts
 * keeps the two in step.
 */
export { startSandboxGateway, type LogLevel, type SandboxGateway, type SandboxGatewayOptions } from './server.ts';
export type { ChargeSummary, SandboxLedger } from './ledger.ts';
export type { OrderEntity, PaymentEntity } from './entities.ts';
export type { RefundEntity } from './refund-entities.ts';
export type { PayoutReference, PayoutSummary, SandboxPayoutLedger } from './payout-ledger.ts';
export type { ContactEntity, FundAccountEntity, FundAccountValidationEntity, PayoutEntity } from './payout-entities.ts';
export type { IfscRecord } from './ifsc-directory.ts';
export type { GatewayErrorDetails } from './errors.ts';
export { paymentSignature, type HandlerResponse } from './checkout-payment.ts';
export { payInCheckout, type CheckoutResult, type CheckoutToPay, type PayWith } from './checkout-client.ts';
export { signWebhook } from './webhooks.ts';
