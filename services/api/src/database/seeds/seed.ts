import type { EntityManager } from 'typeorm';

/** A seed inserts reference data (e.g. the spec's catalogue) and must be idempotent. */
export interface Seed {
  name: string;
  run(em: EntityManager): Promise<void>;
}
