import { type FieldError, NOMINEE_MAJORITY_AGE, NOMINEE_RELATIONSHIPS, NomineeMessage, type NomineeRelationship } from '@invest/contracts';

/** PUT /api/nominee as received: every field optional, checked here with NomineeMessage's words. */
export interface NomineeInput {
  optOut: boolean;
  name?: string;
  relationship?: string;
  dateOfBirth?: string;
  guardianName?: string;
  guardianRelationship?: string;
}

export interface NamedNominee {
  name: string;
  relationship: NomineeRelationship;
  dateOfBirth: string;
  /** Both set for a minor; null for an adult. */
  guardianName: string | null;
  guardianRelationship: string | null;
}

export type NomineeDecision = { optOut: true } | ({ optOut: false } & NamedNominee);

const NAME_MAX = 100;
const GUARDIAN_RELATIONSHIP_MAX = 50;
const EARLIEST_BIRTH_DATE = '1900-01-01';

const cleanName = (value: string | undefined): string => (value ?? '').trim().replace(/\s+/g, ' ');
const isName = (value: string, max: number): boolean => value !== '' && value.length <= max && /\p{L}/u.test(value);

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** Whole years from `dateOfBirth` to `today` (both 'YYYY-MM-DD'); a birthday counts from its day. */
export function ageOn(dateOfBirth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return today.slice(5) >= dateOfBirth.slice(5) ? years : years - 1;
}

export const isMinorOn = (dateOfBirth: string, today: string): boolean => ageOn(dateOfBirth, today) < NOMINEE_MAJORITY_AGE;

/** The nomination a request makes on `today` (India date), or the field errors (messages never repeat the values). */
export function decideNominee(input: NomineeInput, today: string): { decision: NomineeDecision } | { errors: FieldError[] } {
  if (input.optOut) return { decision: { optOut: true } };
  const errors: FieldError[] = [];
  const name = cleanName(input.name);
  if (!isName(name, NAME_MAX)) errors.push({ field: 'name', messages: [NomineeMessage.NameRequired] });
  const relationship = NOMINEE_RELATIONSHIPS.find((known) => known === input.relationship);
  if (!relationship) errors.push({ field: 'relationship', messages: [NomineeMessage.RelationshipRequired] });
  const dateOfBirth = (input.dateOfBirth ?? '').trim();
  const validDate = isCalendarDate(dateOfBirth) && dateOfBirth <= today && dateOfBirth >= EARLIEST_BIRTH_DATE;
  if (!validDate) errors.push({ field: 'dateOfBirth', messages: [NomineeMessage.DateOfBirth] });

  const minor = validDate && isMinorOn(dateOfBirth, today);
  const guardianName = cleanName(input.guardianName);
  const guardianRelationship = cleanName(input.guardianRelationship);
  if (minor) {
    if (!isName(guardianName, NAME_MAX)) errors.push({ field: 'guardianName', messages: [NomineeMessage.GuardianRequired] });
    if (!isName(guardianRelationship, GUARDIAN_RELATIONSHIP_MAX)) errors.push({ field: 'guardianRelationship', messages: [NomineeMessage.GuardianRequired] });
  }
  if (errors.length > 0 || !relationship) return { errors };
  return {
    decision: {
      optOut: false,
      name,
      relationship,
      dateOfBirth,
      guardianName: minor ? guardianName : null,
      guardianRelationship: minor ? guardianRelationship : null,
    },
  };
}
