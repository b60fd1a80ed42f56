import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ErrorBody, SessionResponse } from '@invest/contracts';
import { DataSource } from 'typeorm';
import { Db } from '../../src/database/db.js';
import type { HttpClient, HttpResult } from '../support/http-client.js';
import { setKycStatus } from '../support/kyc-status.js';
import { signIn, type TestApp } from '../support/test-app.js';
import { FIGURES_DIR } from './cases.js';

export { FIGURES_DIR };

/** Records one row of the figures table for this database project (mysql or embedded). */
export function recordFigures(suite: string, figures: Record<string, number>): void {
  const project = process.env['TEST_DATABASE_URL'] ? 'mysql' : 'embedded';
  mkdirSync(FIGURES_DIR, { recursive: true });
  writeFileSync(join(FIGURES_DIR, `${suite}.${project}.json`), JSON.stringify({ suite, project, figures }));
}

let ipCounter = Math.floor(Math.random() * 200);
/** A client address no other test of the file uses (per-IP limits stay out of the way). */
export const freshIp = (): string => {
  ipCounter += 1;
  return `10.${90 + Math.floor(ipCounter / 62500)}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
};

let keyCounter = 0;
export const freshKey = (): string => `sec-${Date.now()}-${++keyCounter}`;

export interface Investor {
  client: HttpClient;
  userId: string;
  phone: string;
}

/** Signs a fresh phone in through the real OTP endpoints; `verified` marks its KYC done. */
export async function newInvestor(api: TestApp, verified = true): Promise<Investor> {
  const client = api.client(freshIp());
  const phone = await signIn(client);
  const session = await client.get<SessionResponse>('/api/session');
  if (session.status !== 200) throw new Error(`no session: ${session.text}`);
  if (verified) await setKycStatus(api, session.body.userId, 'verified');
  return { client, userId: session.body.userId, phone };
}

const STACK_PATTERNS = [
  /\n\s+at\s/,
  /node_modules/,
  /\.(ts|js):\d+/,
  /\bTypeORM\b|QueryFailedError|\bER_[A-Z_]+|SQLITE_/,
  /nestjs|fastify\/\d|v\d+\.\d+\.\d+/i,
];

/**
 * The problems of an error answer, empty when it is the one error shape
 * `{statusCode, code, message, errors?}` with an actionable message and no internals.
 */
export function errorShapeProblems(result: HttpResult): string[] {
  const problems: string[] = [];
  if (!/^application\/json/.test(result.headers.get('content-type') ?? '')) problems.push(`content-type ${result.headers.get('content-type')}`);
  const body = result.body as Partial<ErrorBody> | undefined;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [...problems, `not an object: ${result.text.slice(0, 200)}`];
  const extra = Object.keys(body).filter((key) => !['statusCode', 'code', 'message', 'errors'].includes(key));
  if (extra.length > 0) problems.push(`extra keys ${extra.join(',')}`);
  if (body.statusCode !== result.status) problems.push(`statusCode ${body.statusCode} != ${result.status}`);
  if (typeof body.code !== 'string' || !/^[A-Z][A-Z0-9_]+$/.test(body.code)) problems.push(`code ${String(body.code)}`);
  if (typeof body.message !== 'string' || body.message.trim().length < 8) problems.push(`message ${String(body.message)}`);
  if (body.errors !== undefined) {
    const ok =
      Array.isArray(body.errors) &&
      body.errors.every(
        (e) =>
          typeof e.field === 'string' && Array.isArray(e.messages) && e.messages.length > 0 && e.messages.every((m) => typeof m === 'string' && m.length > 0),
      );
    if (!ok) problems.push(`errors ${JSON.stringify(body.errors).slice(0, 200)}`);
  }
  for (const pattern of STACK_PATTERNS) if (pattern.test(result.text)) problems.push(`internals ${pattern} in ${result.text.slice(0, 200)}`);
  return problems;
}

/** Tables whose rows a refused request may legitimately add (the limiter counts refusals too). */
const BOOKKEEPING = new Set(['rate_limit_buckets']);

/** Row count of every business table in one statement, through the app's one database door. */
export async function rowCounts(api: TestApp): Promise<Record<string, number>> {
  const tables = api.app
    .get(DataSource)
    .entityMetadatas.map((meta) => meta.tableName)
    .filter((name) => !BOOKKEEPING.has(name))
    .sort();
  const select = tables.map((name) => `(SELECT COUNT(*) FROM ${name}) AS ${name}`).join(', ');
  const rows = await api.app.get(Db).run((em) => em.query<Record<string, unknown>[]>(`SELECT ${select}`));
  const row = rows[0] ?? {};
  return Object.fromEntries(tables.map((name) => [name, Number(row[name] ?? 0)]));
}

/** The tables whose count differs between two snapshots, with before → after. */
export function changedTables(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys(after)
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name} ${before[name]}→${after[name]}`);
}
