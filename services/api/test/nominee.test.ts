import { type ErrorBody, NomineeMessage, type NomineeResponse, type PrivacyExport, type SessionResponse } from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectWith } from '@invest/testing/labelled-expect';
import { Db } from '../src/database/db.js';
import { NomineeChoice } from '../src/modules/nominees/nominee-choice.js';
import type { HttpClient } from './support/http-client.js';
import { setClock } from './support/ledger-setup.js';
import { logLines } from './support/log-sink.js';
import { signIn, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/** The nominee (KYC step 4): named, a minor with a guardian, or an explicit opt-out; personal fields encrypted. */
let database: TestDatabase;
let api: TestApp;
let ipCounter = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database);
  // 10 Apr 2026, noon in India: a nominee born 11 Apr 2008 is 17 today.
  setClock(api, '2026-04-10T06:30:00.000Z');
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.drop();
}, 60_000);

async function signedIn(): Promise<{ client: HttpClient; userId: string }> {
  const client = api.client(`10.14.0.${++ipCounter}`);
  await signIn(client);
  return { client, userId: (await client.get<SessionResponse>('/api/session')).body.userId };
}

const put = (client: HttpClient, body: unknown) => client.request<NomineeResponse & ErrorBody>('PUT', '/api/nominee', { body });

describe('/api/nominee', () => {
  it('needs a session; starts as not started', async () => {
    expect((await api.client('10.14.1.1').get('/api/nominee')).status).toBe(401);
    expect((await put(api.client('10.14.1.1'), { optOut: true })).status).toBe(401);
    const { client } = await signedIn();
    const answer = await client.get<NomineeResponse>('/api/nominee');
    expect(answer.status).toBe(200);
    expect(answer.body.nominee).toMatchObject({ status: 'not_started', name: null, declaredAt: null });
  });

  it('names an adult nominee; the name and date of birth are encrypted at rest and not logged', async () => {
    const from = logLines.length;
    const { client, userId } = await signedIn();
    const saved = await put(client, { optOut: false, name: ' Ravindra  Rao ', relationship: 'Spouse', dateOfBirth: '1987-03-02' });
    expectWith(saved.status, saved.text).toBe(200);
    expect(saved.body).toEqual({
      message: NomineeMessage.Saved,
      nominee: {
        status: 'named',
        name: 'Ravindra Rao',
        relationship: 'Spouse',
        dateOfBirth: '1987-03-02',
        minor: false,
        guardianName: null,
        guardianRelationship: null,
        declaredAt: '2026-04-10T06:30:00.000Z',
      },
    });
    expect((await client.get<NomineeResponse>('/api/nominee')).body).toEqual(saved.body);
    expect((await client.get<PrivacyExport>('/api/privacy/export')).body.nominee).toEqual(saved.body.nominee);
    expect(await api.app.get(NomineeChoice).of(userId)).toEqual(saved.body.nominee);
    const rows = await api.app.get(Db).run((em) => em.query<Record<string, unknown>[]>('SELECT * FROM nominees WHERE user_id = ?', [userId]));
    expect(String(rows[0]?.['name_ciphertext'])).toMatch(/^v1\./);
    expect(String(rows[0]?.['date_of_birth_ciphertext'])).toMatch(/^v1\./);
    expect(JSON.stringify(rows)).not.toMatch(/Ravindra|1987-03-02/);
    const lines = logLines.slice(from);
    expect(lines.some((line) => line.includes('"name":"[Redacted]"'))).toBe(true);
    for (const line of lines) expect(line).not.toMatch(/Ravindra|1987-03-02/);
  });

  it('refuses a minor without a guardian (400), saves one with a guardian', async () => {
    const { client } = await signedIn();
    const minor = { optOut: false, name: 'Meera Rao', relationship: 'Daughter', dateOfBirth: '2008-04-11' };
    const refused = await put(client, minor);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [
        { field: 'guardianName', messages: [NomineeMessage.GuardianRequired] },
        { field: 'guardianRelationship', messages: [NomineeMessage.GuardianRequired] },
      ],
    });
    expect((await client.get<NomineeResponse>('/api/nominee')).body.nominee.status).toBe('not_started');
    const saved = await put(client, { ...minor, guardianName: 'Asha Rao', guardianRelationship: 'Mother' });
    expectWith(saved.status, saved.text).toBe(200);
    expect(saved.body.nominee).toMatchObject({ status: 'named', minor: true, guardianName: 'Asha Rao', guardianRelationship: 'Mother' });
  });

  it('refuses a date of birth in the future (India date), a missing name and an unknown relationship', async () => {
    const { client } = await signedIn();
    const future = await put(client, { optOut: false, name: 'Ravi Rao', relationship: 'Son', dateOfBirth: '2026-04-11' });
    expect(future.status).toBe(400);
    expect(future.body.errors).toEqual([{ field: 'dateOfBirth', messages: [NomineeMessage.DateOfBirth] }]);
    const missing = await put(client, { optOut: false, relationship: 'Friend' });
    expect(missing.body.errors?.map((error) => error.field)).toEqual(['name', 'relationship', 'dateOfBirth']);
    expect((await put(client, { name: 'Ravi' })).status).toBe(400);
    expect((await put(client, { optOut: false, name: 'Ravi', relationship: 'Son', dateOfBirth: '2000-01-01', extra: 1 })).status).toBe(400);
  });

  it('opts out explicitly, replacing an earlier nominee (nothing of it kept)', async () => {
    const { client, userId } = await signedIn();
    expect((await put(client, { optOut: false, name: 'Ravi Rao', relationship: 'Brother', dateOfBirth: '1990-01-01' })).status).toBe(200);
    const optedOut = await put(client, { optOut: true });
    expect(optedOut.status).toBe(200);
    expect(optedOut.body).toEqual({
      message: NomineeMessage.OptedOut,
      nominee: {
        status: 'opted_out',
        name: null,
        relationship: null,
        dateOfBirth: null,
        minor: false,
        guardianName: null,
        guardianRelationship: null,
        declaredAt: expect.any(String) as unknown as string,
      },
    });
    const rows = await api.app.get(Db).run((em) => em.query<Record<string, unknown>[]>('SELECT * FROM nominees WHERE user_id = ?', [userId]));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'opted_out', name_ciphertext: null, date_of_birth_ciphertext: null, relationship: null });
  });
});
