import type { RefundReason } from '../payment-types.js';

/** ₹1,00,330 or ₹1,00,330.50 (Indian grouping), from paise. */
export function formatRupees(paise: number): string {
  const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: paise % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 }).format(paise / 100);
  return `₹${rupees}`;
}

const WHY: Record<RefundReason, string> = {
  second_capture: 'you had already paid for this investment',
  amount_mismatch: 'the amount paid did not match the order',
  investment_closed: 'this investment is no longer open for payment',
};

/** What the payment page says of a capture that was refunded. */
export function refundedMessage(reason: RefundReason, amountPaise: number): string {
  return `This payment was refunded: ${WHY[reason]}. ${formatRupees(amountPaise)} goes back to the account you paid from in 5-7 working days.`;
}
