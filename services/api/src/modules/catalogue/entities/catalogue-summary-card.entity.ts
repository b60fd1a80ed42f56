import type { CategoryKey } from '@invest/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'catalogue_summary_cards' })
export class CatalogueSummaryCardEntity {
  @PrimaryColumn({ name: 'category_key', type: 'varchar', length: 32 })
  category: CategoryKey;

  @Column({ type: 'int' })
  position: number;

  @Column({ type: 'varchar', length: 64 })
  title: string;

  @Column({ type: 'varchar', length: 255 })
  description: string;

  @Column({ type: 'varchar', length: 64 })
  liquidity: string;
}
