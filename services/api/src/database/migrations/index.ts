import { InitialSchema1732240000000 } from './1732240000000-initial-schema.js';
import { Ledger1732300000000 } from './1732300000000-ledger.js';

/** Every migration in order. Add new ones at the end; never edit one that has shipped. */
export const MIGRATIONS = [InitialSchema1732240000000, Ledger1732300000000];
