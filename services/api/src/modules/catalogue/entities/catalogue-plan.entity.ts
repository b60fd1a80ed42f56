import type { ProductPages } from '@invest/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { jsonTextColumn } from './json-text-column.js';

/** One plan card of a product page, stored whole (its shape depends on the page: FdPlan, BondPlan, ...). */
@Entity({ name: 'catalogue_plans' })
export class CataloguePlanEntity {
  @PrimaryColumn({ name: 'page_key', type: 'varchar', length: 32 })
  pageKey: keyof ProductPages;

  @PrimaryColumn({ type: 'int' })
  position: number;

  @Column(jsonTextColumn('record'))
  record: Record<string, unknown>;
}
