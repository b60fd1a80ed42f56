import { describe, expect, it } from '@jest/globals';
import type { HealthCheckResult } from '@nestjs/terminus';
import { healthAnswer } from './health-body.js';

const up = { status: 'up', responseTime: 3 } as const;
const result = (status: HealthCheckResult['status'], details: HealthCheckResult['details']): HealthCheckResult => ({ status, details });

describe('healthAnswer', () => {
  it('is ok and 200 with everything up, keeping the fields the callers read', () => {
    const answer = healthAnswer(result('ok', { database: up, payments: up, sms: up, kyc: up }), 42, ['payments']);
    expect(answer).toEqual({
      httpStatus: 200,
      body: { status: 'ok', database: 'up', uptimeSeconds: 42, sandbox: ['payments'], details: { database: up, payments: up, sms: up, kyc: up } },
    });
  });

  it('stays ok and 200 while an outside system does not answer (degraded), saying which', () => {
    const sms = { status: 'degraded', message: 'fetch failed', responseTime: 2, cachedResponse: true } as const;
    const answer = healthAnswer(result('degraded', { database: up, payments: up, sms, kyc: up }), 1, []);
    expect(answer.httpStatus).toBe(200);
    expect(answer.body).toMatchObject({ status: 'ok', database: 'up', details: { sms } });
  });

  it('is error and 503 when the database is down', () => {
    const database = { status: 'down', message: 'timeout of 3000ms exceeded', responseTime: 3000 } as const;
    const answer = healthAnswer(result('error', { database, payments: up }), 1, []);
    expect(answer).toMatchObject({ httpStatus: 503, body: { status: 'error', database: 'down', details: { database, payments: up } } });
  });

  it('is error and 503 while the app shuts down, and when the database check is missing', () => {
    expect(healthAnswer(result('shutting_down', { database: up }), 1, []).httpStatus).toBe(503);
    expect(healthAnswer(result('ok', {}), 1, [])).toMatchObject({ httpStatus: 503, body: { status: 'error', database: 'down', details: {} } });
  });

  it('keeps only the known checks and fields', () => {
    const answer = healthAnswer(result('ok', { database: { status: 'up', extra: 'x' }, disk: up }), 1, []);
    expect(answer.body.details).toEqual({ database: { status: 'up' } });
  });
});
