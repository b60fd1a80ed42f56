import type { EntityManager } from 'typeorm';

/** A seed inserts reference data (e.g. the spec's catalogue) and must be idempotent. */
export interface Seed {
  name: string;
  run(em: EntityManager): Promise<void>;
}

/** Seeds run at start after the migrations; domain modules append theirs here. */
export const SEEDS: Seed[] = [];
