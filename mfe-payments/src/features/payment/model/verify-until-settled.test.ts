import type { PaymentCompletedResponse } from '@invest/contracts';
import { describe, expect, it, jest } from '@jest/globals';
import { verifyUntilSettled, type VerifyCall } from './verify-until-settled.js';

const done = {
  status: 'completed',
  message: 'ok',
  payment: {},
  investment: { id: 'inv-1', status: 'active' },
  payoutsScheduled: 36,
} as unknown as PaymentCompletedResponse;
const waiting = { data: { status: 'processing' as const, message: 'Waiting for your bank to confirm the payment.', paymentId: 'pay-1' } };
const apiError = (status: number, code: string) => ({
  error: { status, code, message: `${status}: ${code}`, body: { statusCode: status, code, message: code } },
});

function answers(...list: Awaited<ReturnType<VerifyCall>>[]): VerifyCall {
  return jest.fn<VerifyCall>(async () => list.shift() ?? waiting);
}

const options = () => ({ wait: jest.fn(async (_ms: number) => undefined), wanted: () => true, onWaiting: jest.fn() });

describe('verifyUntilSettled', () => {
  it('asks again every 2 s while the bank confirms (202 or no answer), then completes', async () => {
    const o = options();
    const verify = answers(waiting, { error: { status: 0, message: 'Network error' } }, apiError(503, 'SERVICE_UNAVAILABLE'), { data: done });
    await expect(verifyUntilSettled(verify, o)).resolves.toEqual({ kind: 'completed', body: done });
    expect(verify).toHaveBeenCalledTimes(4);
    expect(o.wait).toHaveBeenCalledTimes(3);
    expect(o.wait).toHaveBeenCalledWith(2000);
    expect(o.onWaiting).toHaveBeenCalledTimes(3);
  });

  it('stops at a refusal: a decline is final', async () => {
    const refusal = apiError(402, 'PAYMENT_DECLINED');
    await expect(verifyUntilSettled(answers(waiting, refusal), options())).resolves.toEqual({ kind: 'refused', error: refusal.error });
  });

  it('gives up after a minute (31 questions)', async () => {
    const verify = answers();
    await expect(verifyUntilSettled(verify, options())).resolves.toEqual({ kind: 'pending' });
    expect(verify).toHaveBeenCalledTimes(31);
  });

  it('stops when the page goes away', async () => {
    let wanted = true;
    const verify = jest.fn(async () => {
      wanted = false;
      return waiting;
    });
    await expect(verifyUntilSettled(verify, { ...options(), wanted: () => wanted })).resolves.toEqual({ kind: 'abandoned' });
    expect(verify).toHaveBeenCalledTimes(1);
  });
});
