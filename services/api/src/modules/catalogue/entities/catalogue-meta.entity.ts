import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Hash of the data file the catalogue tables were last loaded from (the seed skips an unchanged file). */
@Entity({ name: 'catalogue_meta' })
export class CatalogueMetaEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ name: 'content_hash', type: 'varchar', length: 64 })
  contentHash: string;
}
