import { describe, expect, it } from '@jest/globals';
import type { OtpCodeSummary } from '../otp/otp-personal-data.js';
import { otpOutcome, toOtpExport, toSessionExport } from './export-views.js';

const now = new Date('2026-03-01T10:00:00.000Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const code = (over: Partial<OtpCodeSummary>): OtpCodeSummary & { codeHash: string; phone: string } => ({
  phone: '9876543210',
  purpose: 'kyc',
  codeHash: 'f'.repeat(64),
  attempts: 0,
  createdAt: at(-10),
  expiresAt: at(-5),
  verifiedAt: null,
  ...over,
});

describe('OTP history in the export', () => {
  it('says what became of each code', () => {
    expect(otpOutcome(code({ verifiedAt: at(-8), attempts: 2 }), now)).toBe('verified');
    expect(otpOutcome(code({ attempts: 5 }), now)).toBe('too-many-attempts');
    expect(otpOutcome(code({}), now)).toBe('expired');
    expect(otpOutcome(code({ expiresAt: at(1) }), now)).toBe('active');
  });

  it('carries times and outcome, never the code, its hash or the phone', () => {
    const row = code({ attempts: 1 });
    const view = toOtpExport(row, now);
    expect(view).toEqual({
      purpose: 'kyc',
      sentAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      wrongAttempts: 1,
      outcome: 'expired',
      verifiedAt: null,
    });
    expect(JSON.stringify(view)).not.toContain('ffff');
  });
});

describe('sessions in the export', () => {
  it('marks the current session and leaves the token hash out', () => {
    const row = { id: 'a'.repeat(64), userId: 'u-1', createdAt: at(-60), lastSeenAt: at(-1), idleExpiresAt: at(29), expiresAt: at(660) };
    expect(toSessionExport(row, row.id)).toEqual({
      createdAt: at(-60).toISOString(),
      lastSeenAt: at(-1).toISOString(),
      idleExpiresAt: at(29).toISOString(),
      expiresAt: at(660).toISOString(),
      current: true,
    });
    expect(toSessionExport(row, 'other').current).toBe(false);
    expect(JSON.stringify(toSessionExport(row, undefined))).not.toContain('aaaa');
  });
});
