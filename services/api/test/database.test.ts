import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Db } from '../src/database/db.js';
import { rawInstant, rawNumber, rawText } from '../src/database/raw-values.js';
import { OtpCodeEntity } from '../src/modules/otp/entities/otp-code.entity.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let database: TestDatabase;
let api: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database);
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.drop();
}, 60_000);

/** A bare otp_codes row (any table would do) marked by `marker`. */
const row = (phone: string, marker: string, createdAt: Date): OtpCodeEntity => ({
  id: randomUUID(),
  phone,
  purpose: 'kyc',
  codeHash: marker,
  attempts: 0,
  createdAt,
  expiresAt: createdAt,
  consumedAt: null,
  verifiedAt: null,
});

describe('data layer', () => {
  it('ran the migrations (and only migrations) at start', async () => {
    const dataSource = api.app.get(DataSource);
    expect(dataSource.options.synchronize).toBe(false);
    expect(await dataSource.showMigrations()).toBe(false);
    const tables = ['users', 'sessions', 'otp_codes', 'rate_limit_buckets', 'kyc_aadhaar_challenges'];
    for (const table of tables) {
      await expect(dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`)).resolves.toBeDefined();
    }
  });

  it('keeps concurrent transactions apart: each commits or rolls back alone, none fails for the others', async () => {
    const db = api.app.get(Db);
    const phone = `c${Date.now() % 1e9}`;
    const work = (index: number) =>
      db.transaction(async (em) => {
        await em.insert(OtpCodeEntity, row(phone, `a${index}`, new Date()));
        await sleep(5);
        await em.insert(OtpCodeEntity, row(phone, `b${index}`, new Date()));
        if (index % 2 === 1) throw new Error(`rollback ${index}`);
      });
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, (_, index) => work(index)));
    const reasons = outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'ok'));
    expect(reasons).toEqual(Array.from({ length: 10 }, (_, i) => (i % 2 === 1 ? `Error: rollback ${i}` : 'ok')));
    const rows = await db.run((em) => em.find(OtpCodeEntity, { where: { phone } }));
    expect(rows.map((stored) => stored.codeHash).sort()).toEqual(['a0', 'a2', 'a4', 'a6', 'a8', 'b0', 'b2', 'b4', 'b6', 'b8']);
  });

  it('stores timestamps in UTC with milliseconds and reads them back equal', async () => {
    const db = api.app.get(Db);
    const at = new Date('2025-03-04T05:06:07.891Z');
    const phone = `t${Date.now() % 1e9}`;
    await db.run((em) => em.insert(OtpCodeEntity, row(phone, 'x', at)));
    const stored = await db.run((em) => em.findOneOrFail(OtpCodeEntity, { where: { phone } }));
    expect(stored.createdAt.toISOString()).toBe(at.toISOString());
  });

  it('reads a hot row raw (Db.select): its values as the entity has them, and a transaction its own writes', async () => {
    const db = api.app.get(Db);
    const at = new Date('2025-03-04T05:06:07.891Z');
    const phone = `s${Date.now() % 1e8}`;
    await db.run((em) => em.insert(OtpCodeEntity, row(phone, 'raw', at)));
    const [stored] = await db.select<{ code_hash: unknown; attempts: unknown; created_at: unknown }>(
      'SELECT code_hash, attempts, created_at FROM otp_codes WHERE phone = ?',
      [phone],
    );
    expect(rawText(stored?.code_hash)).toBe('raw');
    expect(rawNumber(stored?.attempts)).toBe(0);
    expect(rawInstant(stored?.created_at).toISOString()).toBe(at.toISOString());
    // Inside a transaction the read goes through the transaction's connection: it sees the row not yet committed.
    const other = `u${Date.now() % 1e8}`;
    const seen = await db.transaction(async (em) => {
      await em.insert(OtpCodeEntity, row(other, 'uncommitted', at));
      return db.select('SELECT id FROM otp_codes WHERE phone = ?', [other]);
    });
    expect(seen).toHaveLength(1);
    expect(await db.select('SELECT id FROM otp_codes WHERE phone = ?', ['none'])).toEqual([]);
  });
});
