import type { InvestmentEntity } from './entities/investment.entity.js';

/**
 * An investment as other modules read it: the columns of the `investments` table, as a plain shape (the entity class
 * stays inside this module; InvestmentRecords reads and writes the table for them).
 */
export type InvestmentRecord = Pick<InvestmentEntity, keyof InvestmentEntity>;

/** The columns of an investment the portfolio reads (InvestmentRecords.holdingsForLedger): its value, its card, its units. */
export type LedgerInvestment = Pick<
  InvestmentRecord,
  | 'id'
  | 'category'
  | 'productName'
  | 'productType'
  | 'planId'
  | 'status'
  | 'amountPaise'
  | 'returnRateBp'
  | 'monthlyRateBp'
  | 'durationMonths'
  | 'investmentDate'
  | 'maturityDate'
  | 'unitsE4'
  | 'purchasePriceE4'
  | 'purchasePriceDate'
  | 'redemptionPriceE4'
  | 'redemptionDate'
>;
