import type { CategoryKey, InterestPayer, RiskLevel } from '@invest/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One product card of /products; `position` keeps the data file's order within its category. */
@Entity({ name: 'catalogue_items' })
export class CatalogueItemEntity {
  @PrimaryColumn({ name: 'category_key', type: 'varchar', length: 32 })
  categoryKey: CategoryKey;

  @PrimaryColumn({ type: 'int' })
  position: number;

  @Column({ name: 'plan_id', type: 'varchar', length: 96, nullable: true })
  planId: string | null;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ name: 'returns_text', type: 'varchar', length: 64 })
  returns: string;

  @Column({ type: 'varchar', length: 16 })
  risk: RiskLevel;

  @Column({ type: 'varchar', length: 64, nullable: true })
  liquidity: string | null;

  @Column({ name: 'lock_in', type: 'varchar', length: 64, nullable: true })
  lockIn: string | null;

  /** Who pays the interest ('platform' or 'bank'): the s. 194A TDS threshold of an investment booked from it. */
  @Column({ name: 'interest_payer', type: 'varchar', length: 16, default: 'platform' })
  interestPayer: InterestPayer;
}
