import type { EntityManager } from 'typeorm';
import { catalogueSeed } from '../../modules/catalogue/catalogue.seed.js';

/** A seed inserts reference data (e.g. the spec's catalogue) and must be idempotent. */
export interface Seed {
  name: string;
  run(em: EntityManager): Promise<void>;
}

/** Seeds run at start after the migrations; domain modules append theirs here. */
export const SEEDS: Seed[] = [catalogueSeed];
