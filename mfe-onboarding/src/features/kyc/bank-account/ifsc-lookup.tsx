import { useI18n } from '@invest/platform';
import styled from 'styled-components';
import { useLookupIfscQuery } from './api.js';
import { isIfsc } from './bank-account-rules.js';

const Note = styled.span<{ $tone: 'muted' | 'found' | 'danger' }>`
  display: block;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : $tone === 'found' ? theme.colors.success : theme.colors.textMuted)};
  font-weight: ${({ $tone }) => ($tone === 'muted' ? 400 : 600)};
`;

/** Whether the IFSC typed so far names a branch: unknown until 11 valid characters are looked up. */
export type IfscState = 'incomplete' | 'looking' | 'found' | 'unknown' | 'unavailable';

export interface IfscLookup {
  state: IfscState;
  branch: { bank: string; branch: string; city: string | null } | null;
}

/** Looks a complete IFSC up (the form refuses a code no branch has before sending it). */
export function useIfscLookup(ifsc: string): IfscLookup {
  const complete = isIfsc(ifsc);
  const lookup = useLookupIfscQuery(ifsc, { skip: !complete });
  if (!complete) return { state: 'incomplete', branch: null };
  if (lookup.isFetching || lookup.isUninitialized) return { state: 'looking', branch: null };
  if (lookup.isError) return { state: 'unavailable', branch: null };
  return lookup.data ? { state: 'found', branch: lookup.data } : { state: 'unknown', branch: null };
}

/** The IFSC field's hint: the format, then the bank and branch found, or why there is none (announced as it changes). */
export function IfscLookupNote({ lookup }: { lookup: IfscLookup }) {
  const { state, branch } = lookup;
  const { _ } = useI18n();
  return (
    <span aria-live="polite">
      {state === 'incomplete' ? <Note $tone="muted">{_('onboarding.bank.ifsc.incomplete')}</Note> : null}
      {state === 'looking' ? <Note $tone="muted">{_('onboarding.bank.ifsc.looking')}</Note> : null}
      {state === 'found' && branch ? (
        <Note $tone="found" data-testid="ifsc-branch">
          {[branch.bank, branch.branch, branch.city].filter(Boolean).join(', ')}
        </Note>
      ) : null}
      {state === 'unknown' ? (
        <Note $tone="danger" role="alert">
          {_('onboarding.bank.ifsc.unknown')}
        </Note>
      ) : null}
      {state === 'unavailable' ? <Note $tone="muted">{_('onboarding.bank.ifsc.unavailable')}</Note> : null}
    </span>
  );
}
