import { describe, expect, it } from '@jest/globals';
import type { ConsentRecordEntity } from './entities/consent-record.entity.js';
import { currentConsents } from './privacy-views.js';

const at = new Date('2026-01-02T10:00:00.000Z');
const record = (consentType: ConsentRecordEntity['consentType'], granted: boolean, sequence: number): ConsentRecordEntity => ({
  id: `r-${sequence}`,
  userId: 'u-1',
  consentType,
  granted,
  version: '2026-11',
  recordedAt: at,
  sequence,
});

describe('currentConsents', () => {
  it('starts every optional consent as denied when the user has decided nothing', () => {
    expect(currentConsents([]).map((consent) => [consent.label, consent.granted, consent.version, consent.updatedAt])).toEqual([
      ['Marketing Communications', false, null, null],
      ['Analytics & Performance', false, null, null],
      ['Third-party Integrations', false, null, null],
      ['Personalized Experience', false, null, null],
    ]);
  });

  it('takes the record with the highest sequence per type, whatever the order', () => {
    const states = currentConsents([record('marketing', true, 3), record('marketing', false, 1), record('personalization', true, 2)]);
    expect(states.find((state) => state.type === 'marketing')).toMatchObject({ granted: true, version: '2026-11', updatedAt: at.toISOString() });
    expect(states.find((state) => state.type === 'personalization')?.granted).toBe(true);
    expect(states.find((state) => state.type === 'analytics')?.updatedAt).toBeNull();
  });

  it('reads MySQL tinyint values as booleans', () => {
    const raw = { ...record('analytics', true, 1), granted: 0 as unknown as boolean };
    expect(currentConsents([raw]).find((state) => state.type === 'analytics')?.granted).toBe(false);
  });
});
