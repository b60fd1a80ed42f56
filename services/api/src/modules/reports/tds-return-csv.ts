import { paiseAmount } from './statement-format.js';
import { lines } from './statement-csv.js';
import { returnDate } from './tax-papers-format.js';

/** One deductee row of the quarterly TDS return (Form 26Q, annexure of deductee details), paise. */
export interface TdsReturnRow {
  /** The PAN in full, or PANNOTAVBL when none is on record. */
  pan: string;
  name: string;
  amountPaidPaise: number;
  /** Date of payment/credit, and of deduction: the payout's date (India). */
  payoutDate: string;
  tdsPaise: number;
  /** The s. 194A rate in force on that date, basis points. */
  rateBp: number;
  /** 'B': no deduction because of a Form 15G/15H (s. 197A); empty otherwise. */
  reason: '' | 'B';
  userId: string;
  payoutId: string;
}

const HEADER = [
  'Deductee PAN',
  'Deductee name',
  'Section',
  'Amount paid/credited (INR)',
  'Date of payment/credit',
  'TDS deducted (INR)',
  'Date of deduction',
  'Rate (%)',
  'Reason for non-deduction',
  'Deductee reference',
  'Payout ID',
];

/** The deductee rows of a quarter's 26Q, dates dd/mm/yyyy as the return utilities take them. */
export function tdsReturnCsv(rows: readonly TdsReturnRow[]): string {
  return lines([
    HEADER,
    ...rows.map((row) => [
      row.pan,
      row.name,
      '194A',
      paiseAmount(row.amountPaidPaise),
      returnDate(row.payoutDate),
      paiseAmount(row.tdsPaise),
      returnDate(row.payoutDate),
      (row.rateBp / 100).toFixed(2),
      row.reason,
      row.userId,
      row.payoutId,
    ]),
  ]);
}
