import type { PaymentReceipt } from '@invest/contracts';
import { rupees } from '../investments/investment-view.js';
import type { PaymentEntity } from './entities/payment.entity.js';

/** The gateway order's receipt: our deterministic reference of one attempt (never a fresh random id). */
export const receiptOf = (investmentId: string, attempt: number): string => `${investmentId}:${attempt}`;

export function toReceipt(payment: PaymentEntity): PaymentReceipt {
  return {
    id: payment.id,
    investmentId: payment.investmentId,
    method: payment.method,
    status: payment.status === 'completed' || payment.status === 'failed' ? payment.status : 'processing',
    amount: rupees(payment.amountPaise),
    fee: rupees(payment.feePaise),
    total: rupees(payment.totalPaise),
    instrument: payment.instrument,
    gatewayReference: payment.gatewayReference,
    createdAt: payment.createdAt.toISOString(),
  };
}
