import { indiaToday, NOMINEE_MAJORITY_AGE, NOMINEE_RELATIONSHIPS, type NomineeRelationship, type NomineeRequest, type NomineeView } from '@invest/contracts';
import type { I18n } from '@invest/platform';
import { z } from 'zod';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Today in India as 'YYYY-MM-DD' (the API decides on India's calendar too). */
export function todayInIndia(now: Date = new Date()): string {
  return indiaToday(now);
}

function isCalendarDate(value: string): boolean {
  if (!CALENDAR_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Whether someone born on `dateOfBirth` is under 18 on `today` (both 'YYYY-MM-DD'); false for no valid date. */
export function isMinor(dateOfBirth: string, today: string = todayInIndia()): boolean {
  if (!isCalendarDate(dateOfBirth)) return false;
  const majority = `${Number(dateOfBirth.slice(0, 4)) + NOMINEE_MAJORITY_AGE}${dateOfBirth.slice(4)}`;
  return majority > today;
}

export const isRelationship = (value: string): value is NomineeRelationship => (NOMINEE_RELATIONSHIPS as readonly string[]).includes(value);

/** The id of a relationship's word in the page's language (the API keeps the English value). */
export const relationshipLabel = (relationship: NomineeRelationship): string => `onboarding.nominee.relationship.${relationship}`;

const nomineeFields = z.object({
  optOut: z.boolean(),
  name: z.string(),
  relationship: z.string(),
  dateOfBirth: z.string(),
  guardianName: z.string(),
  guardianRelationship: z.string(),
});

/**
 * Every field is a string (or the opt-out box); the checks that matter depend on the choice and the age. The messages
 * are NomineeMessage's (the API's words) in the page's language.
 */
export function nomineeSchema(_: I18n['_']) {
  return nomineeFields.superRefine((values, context) => {
    if (values.optOut) return;
    const problem = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (!values.name.trim()) problem('name', _('onboarding.nominee.nameRequired'));
    if (!isRelationship(values.relationship)) problem('relationship', _('onboarding.nominee.relationshipRequired'));
    if (!isCalendarDate(values.dateOfBirth) || values.dateOfBirth > todayInIndia()) problem('dateOfBirth', _('onboarding.nominee.dateOfBirthInvalid'));
    else if (isMinor(values.dateOfBirth)) {
      // One message names both guardian fields: it goes under the first one missing.
      if (!values.guardianName.trim()) problem('guardianName', _('onboarding.nominee.guardianRequired'));
      else if (!values.guardianRelationship.trim()) problem('guardianRelationship', _('onboarding.nominee.guardianRequired'));
    }
  });
}

export type NomineeFormValues = z.infer<typeof nomineeFields>;

/** The form as it opens: empty, or the nominee on file when the investor changes it. */
export function nomineeFormDefaults(nominee: NomineeView | undefined): NomineeFormValues {
  return {
    optOut: nominee?.status === 'opted_out',
    name: nominee?.name ?? '',
    relationship: nominee?.relationship ?? '',
    dateOfBirth: nominee?.dateOfBirth ?? '',
    guardianName: nominee?.guardianName ?? '',
    guardianRelationship: nominee?.guardianRelationship ?? '',
  };
}

/** The request of checked values: an opt-out, or the nominee (with the guardian only for a minor). */
export function nomineeRequest(values: NomineeFormValues): NomineeRequest {
  if (values.optOut) return { optOut: true };
  const relationship = isRelationship(values.relationship) ? values.relationship : 'Other';
  const base = { optOut: false as const, name: values.name.trim(), relationship, dateOfBirth: values.dateOfBirth };
  return isMinor(values.dateOfBirth) ? { ...base, guardianName: values.guardianName.trim(), guardianRelationship: values.guardianRelationship.trim() } : base;
}
