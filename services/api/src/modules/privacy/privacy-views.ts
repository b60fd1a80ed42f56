import { CONSENT_DEFINITIONS, CONSENT_TYPES, type ConsentState, type ErasureHeld, type PrivacyEventView, type PrivacyRequestView } from '@invest/contracts';
import type { ConsentRecordEntity } from './entities/consent-record.entity.js';
import type { PrivacyEventEntity } from './entities/privacy-event.entity.js';
import type { PrivacyRequestEntity } from './entities/privacy-request.entity.js';
import { RETENTION } from './retention-policy.js';

/** A pending erasure's date: its recorded due date, or (recorded before there was one) the end of its waiting period. */
function scheduledFor(row: PrivacyRequestEntity): string | null {
  if (row.type !== 'erasure' || row.status !== 'pending') return null;
  return (row.dueAt ?? new Date(row.createdAt.getTime() + RETENTION.erasureWaitingMs)).toISOString();
}

/** A request as the API answers it; `held`: what a pending erasure still waits for (null: nothing, or another request). */
export function toRequestView(row: PrivacyRequestEntity, held: ErasureHeld | null = null): PrivacyRequestView {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    scheduledFor: scheduledFor(row),
    held: row.type === 'erasure' && row.status === 'pending' ? held : null,
  };
}

export function toEventView(row: PrivacyEventEntity): PrivacyEventView {
  return { id: row.id, type: row.eventType, description: row.description, createdAt: row.createdAt.toISOString() };
}

/** Current state per consent type from the records (any order): the newest record wins, else the default. */
export function currentConsents(records: readonly ConsentRecordEntity[]): ConsentState[] {
  const newest = new Map<string, ConsentRecordEntity>();
  for (const record of records) {
    const seen = newest.get(record.consentType);
    if (!seen || record.sequence > seen.sequence) newest.set(record.consentType, record);
  }
  return CONSENT_TYPES.map((type) => {
    const record = newest.get(type);
    const definition = CONSENT_DEFINITIONS[type];
    return {
      type,
      label: definition.label,
      granted: record ? Boolean(record.granted) : definition.defaultGranted,
      version: record ? record.version : null,
      updatedAt: record ? record.recordedAt.toISOString() : null,
    };
  });
}
