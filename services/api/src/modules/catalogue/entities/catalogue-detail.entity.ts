import type { CategoryKey } from '@invest/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { jsonTextColumn } from './json-text-column.js';

/** Knowledge-hub record of one category; the lists are JSON arrays of strings. */
@Entity({ name: 'catalogue_details' })
export class CatalogueDetailEntity {
  @PrimaryColumn({ name: 'category_key', type: 'varchar', length: 32 })
  categoryKey: CategoryKey;

  @Column({ name: 'returns_text', type: 'varchar', length: 120 })
  returns: string;

  @Column({ type: 'varchar', length: 255 })
  liquidity: string;

  @Column(jsonTextColumn('features'))
  features: string[];

  @Column(jsonTextColumn('benefits'))
  benefits: string[];

  @Column(jsonTextColumn('risks'))
  risks: string[];

  @Column(jsonTextColumn('taxation'))
  taxation: string[];

  @Column(jsonTextColumn('eligibility'))
  eligibility: string[];

  @Column(jsonTextColumn('investment_strategies'))
  investmentStrategies: string[];
}
