import type { ConsentState, ErrorBody, PrivacyEventView, PrivacyExport, PrivacyRequestView, SessionResponse } from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from './support/http-client.js';
import { readOtp, signIn, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let database: TestDatabase;
let api: TestApp;
let ipCounter = 0;
const freshIp = () => `10.4.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database, { OTP_IP_LIMIT: '1000' });
});

afterAll(async () => {
  await api?.close();
  await database?.drop();
});

interface Person {
  client: HttpClient;
  phone: string;
  userId: string;
}

async function person(): Promise<Person> {
  const client = api.client(freshIp());
  const phone = await signIn(client);
  const session = await client.get<SessionResponse>('/api/session');
  return { client, phone, userId: session.body.userId };
}

describe('privacy API', () => {
  it.each([
    ['GET', '/api/privacy/requests'],
    ['POST', '/api/privacy/requests'],
    ['GET', '/api/privacy/consents'],
    ['PUT', '/api/privacy/consents/marketing'],
    ['GET', '/api/privacy/events'],
    ['GET', '/api/privacy/export'],
  ])('%s %s needs a session (401 AUTHENTICATION_REQUIRED)', async (method, path) => {
    const result = await api.client(freshIp()).request<ErrorBody>(method, path, method === 'GET' ? {} : { body: {} });
    expect(result.status).toBe(401);
    expect(result.body.code).toBe('AUTHENTICATION_REQUIRED');
  });

  it('stores requests: access is completed at once, the others pending, one pending per type', async () => {
    const { client } = await person();
    const access = await client.post<PrivacyRequestView>('/api/privacy/requests', { type: 'access' });
    expect(access.status).toBe(201);
    expect(access.body).toMatchObject({ type: 'access', status: 'completed', details: null });
    expect(access.body.completedAt).toBe(access.body.createdAt);

    api.clock.advance(1000);
    const erasure = await client.post<PrivacyRequestView>('/api/privacy/requests', { type: 'erasure', details: ' Close my account ' });
    expect(erasure.status).toBe(201);
    expect(erasure.body).toMatchObject({ type: 'erasure', status: 'pending', details: 'Close my account', completedAt: null });

    const again = await client.post<ErrorBody>('/api/privacy/requests', { type: 'erasure' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('pending Erasure request') as unknown as string });

    const list = await client.get<PrivacyRequestView[]>('/api/privacy/requests');
    expect(list.body.map((request) => [request.type, request.status])).toEqual([
      ['erasure', 'pending'],
      ['access', 'completed'],
    ]);
  });

  it('refuses an unknown request type and unknown fields', async () => {
    const { client } = await person();
    const bad = await client.post<ErrorBody>('/api/privacy/requests', { type: 'delete-everything' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    const extra = await client.post<ErrorBody>('/api/privacy/requests', { type: 'access', userId: 'someone-else' });
    expect(extra.status).toBe(400);
  });

  it("never shows another user's requests, consents or events", async () => {
    const alice = await person();
    const bob = await person();
    await alice.client.post('/api/privacy/requests', { type: 'rectification' });
    await alice.client.request('PUT', '/api/privacy/consents/marketing', { body: { granted: false } });

    const bobRequests = await bob.client.get<PrivacyRequestView[]>('/api/privacy/requests');
    expect(bobRequests.status).toBe(200);
    expect(bobRequests.body).toEqual([]);
    const bobEvents = await bob.client.get<PrivacyEventView[]>('/api/privacy/events');
    expect(bobEvents.body).toEqual([]);
    const bobConsents = await bob.client.get<ConsentState[]>('/api/privacy/consents');
    expect(bobConsents.body.find((consent) => consent.type === 'marketing')?.granted).toBe(true);
    expect((await alice.client.get<PrivacyRequestView[]>('/api/privacy/requests')).body).toHaveLength(1);
  });

  it('consents start from the spec defaults and are stored as timestamped records', async () => {
    const { client } = await person();
    const initial = await client.get<ConsentState[]>('/api/privacy/consents');
    expect(initial.body).toEqual([
      { type: 'marketing', label: 'Marketing Communications', granted: true, updatedAt: null },
      { type: 'analytics', label: 'Analytics & Performance', granted: true, updatedAt: null },
      { type: 'third-party', label: 'Third-party Integrations', granted: true, updatedAt: null },
      { type: 'personalization', label: 'Personalized Experience', granted: false, updatedAt: null },
    ]);

    const withdrawn = await client.request<ConsentState>('PUT', '/api/privacy/consents/marketing', { body: { granted: false } });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ type: 'marketing', granted: false, updatedAt: api.clock.now().toISOString() });
    // Same millisecond: the later record still wins.
    await client.request('PUT', '/api/privacy/consents/personalization', { body: { granted: true } });
    await client.request('PUT', '/api/privacy/consents/personalization', { body: { granted: false } });
    await client.request('PUT', '/api/privacy/consents/personalization', { body: { granted: true } });

    const after = await client.get<ConsentState[]>('/api/privacy/consents');
    expect(after.body.map((consent) => [consent.type, consent.granted])).toEqual([
      ['marketing', false],
      ['analytics', true],
      ['third-party', true],
      ['personalization', true],
    ]);

    const events = await client.get<PrivacyEventView[]>('/api/privacy/events');
    expect(events.body.map((event) => event.description)).toEqual([
      'Personalized Experience consent granted',
      'Personalized Experience consent withdrawn',
      'Personalized Experience consent granted',
      'Marketing Communications consent withdrawn',
    ]);
  });

  it('refuses an unknown consent type, a non-boolean and a missing CSRF header', async () => {
    const { client } = await person();
    const unknown = await client.request<ErrorBody>('PUT', '/api/privacy/consents/telepathy', { body: { granted: true } });
    expect(unknown.status).toBe(404);
    const notBoolean = await client.request<ErrorBody>('PUT', '/api/privacy/consents/marketing', { body: { granted: 'yes' } });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.message).toBe('granted must be true or false.');
    const noCsrf = await client.request<ErrorBody>('PUT', '/api/privacy/consents/marketing', { body: { granted: false }, csrf: false });
    expect(noCsrf.status).toBe(403);
    const consents = await client.get<ConsentState[]>('/api/privacy/consents');
    expect(consents.body[0]?.granted).toBe(true);
  });

  it("exports the user's own data as a JSON attachment, and nobody else's", async () => {
    const alice = await person();
    const bob = await person();
    // Alice also sent a contact message from her verified phone.
    await alice.client.post('/api/otp/generate', { phone: alice.phone, type: 'contact' });
    await alice.client.post('/api/otp/verify', { phone: alice.phone, otp: await readOtp(alice.client, alice.phone) });
    const contact = {
      firstName: 'Alice',
      lastName: 'Rao',
      email: 'alice@example.com',
      phone: alice.phone,
      interest: 'Premium Gold',
      message: 'Tell me about gold SIP.',
    };
    expect((await alice.client.post('/api/contact', contact)).status).toBe(201);
    await alice.client.post('/api/privacy/requests', { type: 'access' });
    await alice.client.request('PUT', '/api/privacy/consents/analytics', { body: { granted: false } });
    await bob.client.post('/api/privacy/requests', { type: 'erasure', details: 'bob-secret-note' });
    await bob.client.request('PUT', '/api/privacy/consents/personalization', { body: { granted: true } });

    const exported = await alice.client.get<PrivacyExport>('/api/privacy/export');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/application\/json/);
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = exported.body;
    expect(data.user).toMatchObject({ id: alice.userId, phone: alice.phone, kycStatus: 'not_started' });
    expect(data.privacyRequests.map((request) => request.type)).toEqual(['access']);
    expect(data.consents.find((consent) => consent.type === 'analytics')?.granted).toBe(false);
    expect(data.consentHistory).toEqual([{ type: 'analytics', granted: false, recordedAt: expect.any(String) as unknown as string }]);
    expect(data.contactMessages).toMatchObject([{ firstName: 'Alice', message: 'Tell me about gold SIP.', phone: alice.phone }]);
    expect(data.investments).toEqual([]);
    expect(exported.text).not.toContain(bob.userId);
    expect(exported.text).not.toContain(bob.phone);
    expect(exported.text).not.toContain('bob-secret-note');

    const events = await alice.client.get<PrivacyEventView[]>('/api/privacy/events');
    expect(events.body[0]).toMatchObject({ type: 'data_exported', description: 'Personal data downloaded (Access)' });
    const bobEvents = await bob.client.get<PrivacyEventView[]>('/api/privacy/events');
    expect(bobEvents.body.some((event) => event.type === 'data_exported')).toBe(false);
  });

  it('a signed-out browser can no longer download the data', async () => {
    const alice = await person();
    await alice.client.post('/api/session/logout');
    const result = await alice.client.get<ErrorBody>('/api/privacy/export');
    expect(result.status).toBe(401);
  });
});
