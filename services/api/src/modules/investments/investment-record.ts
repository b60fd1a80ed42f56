import type { InvestmentEntity } from './entities/investment.entity.js';

/**
 * An investment as other modules read it: the columns of the `investments` table, as a plain shape (the entity class
 * stays inside this module; InvestmentRecords reads and writes the table for them).
 */
export type InvestmentRecord = Pick<InvestmentEntity, keyof InvestmentEntity>;
