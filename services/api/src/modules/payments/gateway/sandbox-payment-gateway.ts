import { createHash } from 'node:crypto';
import { SANDBOX_TEST_VALUES } from '@invest/contracts';
import { cardDigits } from '../card.js';
import type { ChargeRequest, ChargeResult, PaymentGateway, UpiLookup } from './payment-gateway.js';

/**
 * Deterministic sandbox adapter (development, tests, demo). Its answers depend only on the request:
 * - card 4000 0000 0000 0002 is declined ("insufficient funds");
 * - UPI ID decline@okaxis is declined at payment ("declined by the payer's bank");
 * - UPI ID unknown@okaxis does not exist (validation fails);
 * - anything else valid is approved, with a gateway reference derived from our payment reference
 *   (the same reference always gives the same answer: charging twice charges once).
 * See SANDBOX_TEST_VALUES in @invest/contracts and the payments README.
 */
export class SandboxPaymentGateway implements PaymentGateway {
  lookUpUpiId(upiId: string): Promise<UpiLookup> {
    if (upiId.toLowerCase() === SANDBOX_TEST_VALUES.unknownUpiId) return Promise.resolve({ exists: false });
    const name = upiId.split('@')[0] ?? '';
    const accountHolder = name
      .split(/[._-]+/)
      .filter(Boolean)
      .map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase())
      .join(' ');
    return Promise.resolve({ exists: true, accountHolder: accountHolder || 'UPI Customer' });
  }

  charge(request: ChargeRequest): Promise<ChargeResult> {
    const { instrument } = request;
    if (instrument.method === 'card' && cardDigits(instrument.card.number) === SANDBOX_TEST_VALUES.declinedCardNumber) {
      return Promise.resolve({ status: 'declined', reason: 'The card was declined by the issuing bank (insufficient funds).' });
    }
    if (instrument.method === 'upi' && instrument.upiId.toLowerCase() === SANDBOX_TEST_VALUES.declinedUpiId) {
      return Promise.resolve({ status: 'declined', reason: "The UPI payment was declined by the payer's bank." });
    }
    const digest = createHash('sha256').update(request.reference).digest('hex').slice(0, 20);
    return Promise.resolve({ status: 'approved', gatewayReference: `sbx_${digest}` });
  }
}
