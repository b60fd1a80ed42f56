import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { PayoutPrincipal1736100000001 } from '../src/database/migrations/1736100000001-payout-principal.js';
import { MIGRATIONS } from '../src/database/migrations/index.js';
import { withMigratedSource } from './support/migrated-source.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * The migration that makes every product repay its principal, run over a ledger written before it: maturity payouts
 * record their principal, a fixed deposit's last monthly payout not yet sent carries the principal, and a fixed
 * deposit whose last payout was already sent gets a principal payout on its maturity date.
 */
let database: TestDatabase;

const NOW = '2026-03-01 06:30:00.000';

const withDataSource = <T>(migrations: typeof MIGRATIONS, work: (source: DataSource) => Promise<T>): Promise<T> =>
  withMigratedSource(database, migrations, work);

const investment = (id: string, category: string, amount: number, months: number, maturity: string) =>
  [id, 'u1', category, 'Fixed Deposits', 'Regular FD', amount, months, '2026-01-10', maturity, 'active', NOW, NOW] as const;
const payout = (id: string, investmentId: string, type: string, status: string, sequence: number, amount: number, tds: number | null) =>
  [id, 'u1', investmentId, `2026-0${sequence}-15`, type, amount, status, sequence, NOW, tds] as const;

beforeAll(async () => {
  database = await createTestDatabase();
  // The ledger as it stood before this migration (later migrations run with it in the test).
  await withDataSource(MIGRATIONS.slice(0, MIGRATIONS.indexOf(PayoutPrincipal1736100000001)), async (source) => {
    await source.query(`INSERT INTO users (id, phone, kyc_status, created_at) VALUES ('u1', '9876500001', 'verified', ?)`, [NOW]);
    const insertInvestment = `INSERT INTO investments (id, user_id, category, product_type, product_name, amount_paise, duration_months, investment_date, maturity_date, status, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
    await source.query(insertInvestment, [...investment('fd-open', 'FIXED_DEPOSITS', 100_000_00, 3, '2026-04-10')]);
    await source.query(insertInvestment, [...investment('fd-sent', 'FIXED_DEPOSITS', 50_000_00, 2, '2026-03-10')]);
    await source.query(insertInvestment, [...investment('bond', 'BONDS', 10_000_00, 12, '2027-01-10')]);
    const insertPayout = `INSERT INTO payouts (id, user_id, investment_id, payout_date, payout_type, amount_paise, status, sequence, created_at, tds_paise)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
    for (const row of [
      payout('o1', 'fd-open', 'monthly', 'paid', 1, 1_500_00, 0),
      payout('o2', 'fd-open', 'monthly', 'pending', 2, 1_500_00, null),
      payout('o3', 'fd-open', 'monthly', 'pending', 3, 1_500_00, null),
      payout('s1', 'fd-sent', 'monthly', 'paid', 1, 750_00, 0),
      payout('s2', 'fd-sent', 'monthly', 'paid', 2, 750_00, 0),
      payout('b1', 'bond', 'maturity', 'pending', 1, 10_800_00, null),
    ]) {
      await source.query(insertPayout, [...row]);
    }
  });
}, 60_000);

afterAll(async () => {
  await database?.drop();
}, 60_000);

describe('PayoutPrincipal migration', () => {
  it('gives every fixed deposit and every other product one payout that repays its principal', async () => {
    const rows = await withDataSource(MIGRATIONS, (source) =>
      source.query(
        'SELECT investment_id AS investment, payout_type AS type, status, sequence, amount_paise AS amount, principal_paise AS principal, payout_date AS date FROM payouts ORDER BY investment_id, sequence',
      ),
    );
    const shown = (rows as Array<Record<string, unknown>>).map((row) => [
      row['investment'],
      row['type'],
      row['status'],
      Number(row['sequence']),
      Number(row['amount']),
      Number(row['principal']),
      row['date'] instanceof Date ? row['date'].toISOString().slice(0, 10) : String(row['date']).slice(0, 10),
    ]);
    expect(shown).toEqual([
      ['bond', 'maturity', 'pending', 1, 10_800_00, 10_000_00, '2026-01-15'],
      ['fd-open', 'monthly', 'paid', 1, 1_500_00, 0, '2026-01-15'],
      ['fd-open', 'monthly', 'pending', 2, 1_500_00, 0, '2026-02-15'],
      ['fd-open', 'maturity', 'pending', 3, 101_500_00, 100_000_00, '2026-03-15'],
      ['fd-sent', 'monthly', 'paid', 1, 750_00, 0, '2026-01-15'],
      ['fd-sent', 'monthly', 'paid', 2, 750_00, 0, '2026-02-15'],
      ['fd-sent', 'maturity', 'pending', 3, 50_000_00, 50_000_00, '2026-03-10'],
    ]);
  });
});
