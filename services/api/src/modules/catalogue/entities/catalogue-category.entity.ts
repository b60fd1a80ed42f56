import type { CategoryKey } from '@invest/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'catalogue_categories' })
export class CatalogueCategoryEntity {
  @PrimaryColumn({ name: 'category_key', type: 'varchar', length: 32 })
  key: CategoryKey;

  @Column({ type: 'varchar', length: 64 })
  label: string;

  @Column({ name: 'display_label', type: 'varchar', length: 64 })
  displayLabel: string;

  @Column({ name: 'tile_subtitle', type: 'varchar', length: 64 })
  tileSubtitle: string;

  @Column({ name: 'tab_order', type: 'int' })
  order: number;

  @Column({ name: 'home_tile_order', type: 'int' })
  homeTileOrder: number;
}
