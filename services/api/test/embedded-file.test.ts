import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EMBEDDED_SAVE_INTERVAL_MS, EmbeddedFileSaver } from '../src/database/embedded-file-saver.js';
import { newPhone, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * The embedded database's file: a burst of writes is saved once, within about a second, and what was written just
 * before a shutdown is in the file after it (the saver writes once more when the connection closes).
 */

let database: TestDatabase;
let api: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  // Run by the embedded project only (jest.config.js): there is no database file on MySQL.
  if (database.kind !== 'sqljs') throw new Error('test/embedded-file.test.ts needs the embedded database.');
  api = await startTestApp(database, { OTP_IP_LIMIT: '1000' });
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.drop();
}, 60_000);

/** The phone numbers of the otp_codes table of the database file as it is on disk. */
async function phonesOnDisk(): Promise<string> {
  const bytes = readFileSync(join(database.env['DATA_DIR'] ?? '', 'invest.sqlite'));
  const file = new DataSource({ type: 'sqljs', database: new Uint8Array(bytes), autoSave: false, entities: [], logging: false });
  await file.initialize();
  try {
    return JSON.stringify(await file.query<{ phone: string }[]>('SELECT phone FROM otp_codes'));
  } finally {
    await file.destroy();
  }
}

const sendOtp = (phone: string) => api.client('10.60.0.1').post('/api/otp/generate', { phone, type: 'kyc' });
const settle = () => new Promise((done) => setTimeout(done, EMBEDDED_SAVE_INTERVAL_MS + 500));

describe('the embedded database file', () => {
  it('saves a burst of writes once, within about a second', async () => {
    await settle();
    const saver = api.app.get(EmbeddedFileSaver);
    const before = saver.savesDone;
    const phones = Array.from({ length: 20 }, () => newPhone());
    for (const phone of phones) expect((await sendOtp(phone)).status).toBe(200);
    await settle();
    // 20 sends are some 100 write statements: one or two saves, not one per statement.
    expect(saver.savesDone - before).toBeGreaterThanOrEqual(1);
    expect(saver.savesDone - before).toBeLessThanOrEqual(3);
    const onDisk = await phonesOnDisk();
    for (const phone of phones) expect(onDisk).toContain(phone);
  });

  it('writes what came just before a shutdown', async () => {
    const phone = newPhone();
    expect((await sendOtp(phone)).status).toBe(200);
    await api.close();
    expect(await phonesOnDisk()).toContain(phone);
    api = await startTestApp(database, { OTP_IP_LIMIT: '1000' });
  });
});
