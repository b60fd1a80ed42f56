import type { BenefitTile, CategoryKey, GoldPriceDisplay, InvestmentProductType, ProductPages } from '@invest/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { jsonTextColumn } from './json-text-column.js';

/** One product page (/fixed-deposits, ...): its benefit tiles and, for gold, the static price display. */
@Entity({ name: 'catalogue_product_pages' })
export class CatalogueProductPageEntity {
  @PrimaryColumn({ name: 'page_key', type: 'varchar', length: 32 })
  pageKey: keyof ProductPages;

  @Column({ type: 'int' })
  position: number;

  @Column({ name: 'category_key', type: 'varchar', length: 32 })
  category: CategoryKey;

  @Column({ type: 'varchar', length: 64 })
  path: string;

  @Column({ name: 'product_type', type: 'varchar', length: 32 })
  productType: InvestmentProductType;

  @Column(jsonTextColumn('benefits'))
  benefits: BenefitTile[];

  @Column(jsonTextColumn('price', true))
  price: GoldPriceDisplay | null;
}
