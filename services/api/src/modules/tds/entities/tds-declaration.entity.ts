import type { FinancialYear, TdsDeclarationForm } from '@invest/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { paiseColumn, timestampColumn } from '../../../database/columns.js';

/** An investor's Form 15G/15H for one financial year: no TDS on interest dated on or after the day it was made. */
@Entity({ name: 'tds_declarations' })
export class TdsDeclarationEntity {
  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  /** '2026-27'. */
  @PrimaryColumn({ name: 'financial_year', type: 'varchar', length: 7 })
  financialYear: FinancialYear;

  @Column({ type: 'varchar', length: 3 })
  form: TdsDeclarationForm;

  @Column(paiseColumn('estimated_income_paise'))
  estimatedIncomePaise: number;

  /** When it was first made; a correction keeps it. */
  @Column(timestampColumn('declared_at'))
  declaredAt: Date;

  @Column(timestampColumn('updated_at'))
  updatedAt: Date;
}
