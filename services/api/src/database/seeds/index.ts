import { catalogueSeed } from '../../modules/catalogue/catalogue.seed.js';
import type { Seed } from './seed.js';

/** Seeds run at start after the migrations; domain modules append theirs here (a seed imports only `seed.ts`). */
export const SEEDS: Seed[] = [catalogueSeed];
