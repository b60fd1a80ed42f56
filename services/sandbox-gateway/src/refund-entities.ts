/** Razorpay's refund entity and the stand-in's record of one refund (Refunds API). */
import type { Notes } from './fields.ts';
import { type NotesJson, type RefundFate, notesJson } from './entities.ts';

export type RefundStatus = 'pending' | 'processed' | 'failed';
/** What the merchant asks for: `normal` (5-7 working days) or `optimum` (instant when the bank allows it). */
export type RefundSpeedRequested = 'normal' | 'optimum';
export type RefundSpeedProcessed = 'normal' | 'instant';

export interface RefundRecord {
  id: string;
  paymentId: string;
  amount: number;
  currency: 'INR';
  receipt: string | null;
  notes: Notes;
  status: RefundStatus;
  speedRequested: RefundSpeedRequested;
  speedProcessed: RefundSpeedProcessed | null;
  /** The bank's reference once processed (ARN for cards, RRN for UPI and net banking). */
  arn: string | null;
  fate: RefundFate;
  createdAt: number;
}

export interface RefundEntity {
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  notes: NotesJson;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: RefundStatus;
  speed_processed: RefundSpeedProcessed | null;
  speed_requested: RefundSpeedRequested;
}

export function refundEntity(refund: RefundRecord): RefundEntity {
  return {
    id: refund.id,
    entity: 'refund',
    amount: refund.amount,
    currency: refund.currency,
    payment_id: refund.paymentId,
    notes: notesJson(refund.notes),
    receipt: refund.receipt,
    acquirer_data: { arn: refund.arn },
    created_at: refund.createdAt,
    batch_id: null,
    status: refund.status,
    speed_processed: refund.speedProcessed,
    speed_requested: refund.speedRequested,
  };
}
