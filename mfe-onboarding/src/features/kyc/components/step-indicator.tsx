import { useI18n } from '@invest/platform';
import { VisuallyHidden } from '@invest/ui';
import styled, { css } from 'styled-components';
import type { KycProgress, KycStepName } from '../model/kyc-progress.js';

/** Product §2: the five steps, word for word (message ids). Documents and Agreement are not built yet and stay inactive. */
export const KYC_STEPS = [
  'onboarding.steps.identity',
  'onboarding.steps.documents',
  'onboarding.steps.bankAccount',
  'onboarding.steps.nominee',
  'onboarding.steps.agreement',
] as const;

/** The real step behind each label (null: inactive). */
const STEP_NAMES: readonly (KycStepName | null)[] = ['identity', null, 'bankAccount', 'nominee', null];

/** complete: done; active: being worked on (both when a done step is being changed); todo: later; inactive: not built. */
type StepState = 'complete' | 'active' | 'complete active' | 'todo' | 'inactive';

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Step = styled.li<{ $active: boolean; $complete: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ $active }) => ($active ? 700 : 400)};
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  ${({ theme, $complete }) =>
    $complete &&
    css`
      color: ${theme.tones.green.foreground};
      background: ${theme.tones.green.background};
    `}
  ${({ theme, $active }) =>
    $active &&
    css`
      color: ${theme.colors.primary};
      background: ${theme.tones.blue.background};
    `}
`;

const StepNumber = styled.span<{ $active: boolean; $complete: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  flex: none;
  border-radius: 50%;
  color: ${({ theme, $active, $complete }) => ($active || $complete ? theme.colors.primaryText : theme.colors.textMuted)};
  background: ${({ theme, $active, $complete }) => ($active ? theme.colors.primary : $complete ? theme.colors.success : theme.colors.border)};
`;

function stateOf(name: KycStepName | null, progress: KycProgress, current: KycStepName | null): StepState {
  if (name === null) return 'inactive';
  if (name === current) return progress[name] ? 'complete active' : 'active';
  return progress[name] ? 'complete' : 'todo';
}

const SPOKEN: Record<StepState, string> = {
  complete: 'onboarding.steps.state.complete',
  active: 'onboarding.steps.state.active',
  'complete active': 'onboarding.steps.state.completeActive',
  todo: 'onboarding.steps.state.todo',
  inactive: 'onboarding.steps.state.inactive',
};

/**
 * The five steps with their real state: Aadhaar/PAN done once KYC is verified, Bank Details once the account is,
 * Nominee once one is named or declined. `current` is the step being worked on (null when all are done).
 */
export function StepIndicator({ progress, current }: { progress: KycProgress; current: KycStepName | null }) {
  const { _ } = useI18n();
  return (
    <nav aria-label={_('onboarding.steps.label')}>
      <Steps>
        {KYC_STEPS.map((label, index) => {
          const state = stateOf(STEP_NAMES[index] ?? null, progress, current);
          const active = state === 'active' || state === 'complete active';
          const complete = state === 'complete' || state === 'complete active';
          return (
            <Step key={label} $active={active} $complete={complete} aria-current={active ? 'step' : undefined} data-state={state}>
              <StepNumber $active={active} $complete={complete} aria-hidden="true">
                {complete ? '✓' : index + 1}
              </StepNumber>
              <span>
                {_(label)}
                <VisuallyHidden>{_('onboarding.steps.spoken', { number: index + 1, state: _(SPOKEN[state]) })}</VisuallyHidden>
              </span>
            </Step>
          );
        })}
      </Steps>
    </nav>
  );
}
