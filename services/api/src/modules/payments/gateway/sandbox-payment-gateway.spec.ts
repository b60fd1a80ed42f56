import { SANDBOX_TEST_VALUES } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { SandboxPaymentGateway } from './sandbox-payment-gateway.js';

const gateway = new SandboxPaymentGateway();
const card = (number: string) => ({ method: 'card' as const, card: { number, expiryMonth: 12, expiryYear: 2030, cvv: '123', holder: 'A B' } });

describe('SandboxPaymentGateway', () => {
  it('declines the documented test card and UPI ID', async () => {
    await expect(gateway.charge({ reference: 'p1', amountPaise: 1, instrument: card(SANDBOX_TEST_VALUES.declinedCardNumber) })).resolves.toMatchObject({ status: 'declined' });
    await expect(gateway.charge({ reference: 'p2', amountPaise: 1, instrument: { method: 'upi', upiId: 'Decline@OkAxis' } })).resolves.toMatchObject({ status: 'declined' });
  });

  it('approves anything else, the same reference giving the same answer', async () => {
    const first = await gateway.charge({ reference: 'p3', amountPaise: 1, instrument: card(SANDBOX_TEST_VALUES.approvedCardNumber) });
    const again = await gateway.charge({ reference: 'p3', amountPaise: 1, instrument: card(SANDBOX_TEST_VALUES.approvedCardNumber) });
    expect(first.status).toBe('approved');
    expect(again).toEqual(first);
  });

  it('knows unknown@okaxis does not exist', async () => {
    await expect(gateway.lookUpUpiId(SANDBOX_TEST_VALUES.unknownUpiId)).resolves.toEqual({ exists: false });
    await expect(gateway.lookUpUpiId('rahul.kumar@okaxis')).resolves.toEqual({ exists: true, accountHolder: 'Rahul Kumar' });
  });
});
