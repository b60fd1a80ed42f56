import type { NetBankingBank } from '@invest/contracts';

/** Injection token of the payment gateway port. */
export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');

export interface CardInstrument {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
  holder: string;
}

export type ChargeInstrument =
  | { method: 'upi'; upiId: string }
  | { method: 'netbanking'; bank: NetBankingBank }
  | { method: 'card'; card: CardInstrument };

export interface ChargeRequest {
  /**
   * Our payment id. A gateway treats it as its idempotency key: charging the same reference twice
   * charges once and answers the same result (so a retried database transaction cannot charge twice).
   */
  reference: string;
  amountPaise: number;
  instrument: ChargeInstrument;
}

export type ChargeResult = { status: 'approved'; gatewayReference: string } | { status: 'declined'; reason: string };

export type UpiLookup = { exists: true; accountHolder: string } | { exists: false };

/** The port every payment provider implements; the domain never talks to a provider directly. */
export interface PaymentGateway {
  /** Does this UPI ID (VPA) exist? */
  lookUpUpiId(upiId: string): Promise<UpiLookup>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}
