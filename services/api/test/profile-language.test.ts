import { type ErrorBody, type LanguageSetting, type SessionResponse } from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectWith } from '@invest/testing/labelled-expect';
import { signIn, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * The investor's language, kept with their profile (issue 33): GET /api/profile/language reads it ('en' until they
 * choose), PUT sets it (CSRF header, validated), GET /api/session carries it for the pages.
 */
let database: TestDatabase;
let api: TestApp;
let ip = 0;
const nextIp = () => `10.71.0.${++ip}`;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database);
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.drop();
}, 60_000);

async function signedIn() {
  const client = api.client(nextIp());
  await signIn(client);
  return client;
}

describe('the investor’s language', () => {
  it('is English for a new investor, in the profile and the session', async () => {
    const client = await signedIn();
    const setting = await client.get<LanguageSetting>('/api/profile/language');
    expectWith(setting.status, setting.text).toBe(200);
    expect(setting.body).toEqual({ language: 'en' });
    expect((await client.get<SessionResponse>('/api/session')).body.language).toBe('en');
  });

  it('is set to Hindi and back, and GET /api/session says so', async () => {
    const client = await signedIn();
    const saved = await client.request<LanguageSetting>('PUT', '/api/profile/language', { body: { language: 'hi' } });
    expectWith(saved.status, saved.text).toBe(200);
    expect(saved.body).toEqual({ language: 'hi' });
    expect((await client.get<LanguageSetting>('/api/profile/language')).body).toEqual({ language: 'hi' });
    const session = await client.get<SessionResponse>('/api/session');
    expect(session.body).toMatchObject({ kycStatus: 'not_started', language: 'hi' });

    const back = await client.request<LanguageSetting>('PUT', '/api/profile/language', { body: { language: 'en' } });
    expect(back.body).toEqual({ language: 'en' });
    expect((await client.get<SessionResponse>('/api/session')).body.language).toBe('en');
  });

  it.each([
    ['a language we do not have', { language: 'ta' }],
    ['a language named otherwise', { language: 'Hindi' }],
    ['no language', {}],
    ['a number', { language: 1 }],
    ['an extra field', { language: 'hi', region: 'IN' }],
  ])('refuses %s with a 400 and changes nothing', async (_what, body) => {
    const client = await signedIn();
    await client.request('PUT', '/api/profile/language', { body: { language: 'hi' } });
    const refused = await client.request<ErrorBody>('PUT', '/api/profile/language', { body });
    expectWith(refused.status, refused.text).toBe(400);
    expect(refused.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect((await client.get<LanguageSetting>('/api/profile/language')).body).toEqual({ language: 'hi' });
  });

  it('names the languages in the refusal', async () => {
    const client = await signedIn();
    const refused = await client.request<ErrorBody>('PUT', '/api/profile/language', { body: { language: 'ta' } });
    expect(refused.body.errors).toEqual([{ field: 'language', messages: ['language must be one of: en, hi.'] }]);
  });

  it('refuses a visitor who is not signed in (401), and a change without the CSRF header (403)', async () => {
    const visitor = api.client(nextIp());
    const read = await visitor.get<ErrorBody>('/api/profile/language');
    expect(read.status).toBe(401);
    expect(read.body.code).toBe('AUTHENTICATION_REQUIRED');
    const write = await visitor.request<ErrorBody>('PUT', '/api/profile/language', { body: { language: 'hi' } });
    expect(write.status).toBe(401);

    const client = await signedIn();
    const forged = await client.request<ErrorBody>('PUT', '/api/profile/language', { body: { language: 'hi' }, csrf: false });
    expect(forged.status).toBe(403);
    expect((await client.get<LanguageSetting>('/api/profile/language')).body).toEqual({ language: 'en' });
  });
});
