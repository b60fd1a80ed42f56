import { randomUUID } from 'node:crypto';
import { AGREEMENT_DEFINITIONS, AGREEMENT_TYPES, type AgreementState, type AgreementType, type ConsentType, type PrivacyEventType } from '@invest/contracts';
import type { EntityManager } from 'typeorm';
import { ConsentRecordEntity } from './entities/consent-record.entity.js';
import { PrivacyEventEntity } from './entities/privacy-event.entity.js';

/**
 * The consent records and the privacy activity log, written inside the caller's transaction. The privacy page's
 * optional consents, the Aadhaar e-KYC consent (KYC) and the acceptance of the terms (payments) all land here.
 */

async function nextSequence(em: EntityManager, entity: typeof PrivacyEventEntity | typeof ConsentRecordEntity, userId: string): Promise<number> {
  const row = await em
    .createQueryBuilder(entity, 'row')
    .select('MAX(row.sequence)', 'max')
    .where('row.userId = :userId', { userId })
    .getRawOne<{ max: number | string | null }>();
  return Number(row?.max ?? 0) + 1;
}

export async function appendPrivacyEvent(em: EntityManager, userId: string, eventType: PrivacyEventType, description: string, at: Date): Promise<void> {
  await em.insert(PrivacyEventEntity, {
    id: randomUUID(),
    userId,
    eventType,
    description,
    createdAt: at,
    sequence: await nextSequence(em, PrivacyEventEntity, userId),
  });
}

export interface ConsentDecision {
  userId: string;
  type: ConsentType | AgreementType;
  granted: boolean;
  /** The version of the text answered. */
  version: string;
  at: Date;
}

/** Appends a consent record (append-only: the newest of a type is the current state). */
export async function appendConsent(em: EntityManager, decision: ConsentDecision): Promise<void> {
  await em.insert(ConsentRecordEntity, {
    id: randomUUID(),
    userId: decision.userId,
    consentType: decision.type,
    granted: decision.granted,
    version: decision.version,
    recordedAt: decision.at,
    sequence: await nextSequence(em, ConsentRecordEntity, decision.userId),
  });
}

/** The newest record of an agreement, or null when never given. */
export function latestAgreement(em: EntityManager, userId: string, type: AgreementType): Promise<ConsentRecordEntity | null> {
  return em.findOne(ConsentRecordEntity, { where: { userId, consentType: type, granted: true }, order: { sequence: 'DESC' } });
}

/** Whether the user agreed to the version of the agreement in force now. */
export async function agreedToCurrent(em: EntityManager, userId: string, type: AgreementType): Promise<boolean> {
  return (await latestAgreement(em, userId, type))?.version === AGREEMENT_DEFINITIONS[type].version;
}

/** Records that the user agreed to the current version of an agreement, with the privacy log's line. */
export async function recordAgreement(em: EntityManager, userId: string, type: AgreementType, at: Date): Promise<void> {
  const { label, version } = AGREEMENT_DEFINITIONS[type];
  await appendConsent(em, { userId, type, granted: true, version, at });
  await appendPrivacyEvent(em, userId, 'consent_granted', `${label} agreed (version ${version})`, at);
}

/** Each agreement's state from the records (any order): the newest record of each type. */
export function agreementStates(records: readonly ConsentRecordEntity[]): AgreementState[] {
  return AGREEMENT_TYPES.map((type) => {
    const newest = records
      .filter((record) => record.consentType === type && Boolean(record.granted))
      .reduce<ConsentRecordEntity | null>((seen, record) => (!seen || record.sequence > seen.sequence ? record : seen), null);
    const { label, version } = AGREEMENT_DEFINITIONS[type];
    return {
      type,
      label,
      currentVersion: version,
      acceptedVersion: newest ? newest.version : null,
      acceptedAt: newest ? newest.recordedAt.toISOString() : null,
      current: newest?.version === version,
    };
  });
}
