import styled from 'styled-components';

/** Spec 2: five steps, the first (Aadhaar/PAN) complete and active by default, the rest inactive. */
export const KYC_STEPS = ['Aadhaar/PAN', 'Documents', 'Bank Details', 'Nominee', 'Agreement'] as const;

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

const Step = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ $active }) => ($active ? 700 : 400)};
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.textMuted)};
  background: ${({ theme, $active }) => ($active ? theme.tones.blue.background : theme.colors.surfaceMuted)};
`;

const StepNumber = styled.span<{ $active: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  flex: none;
  border-radius: 50%;
  color: ${({ theme, $active }) => ($active ? theme.colors.primaryText : theme.colors.textMuted)};
  background: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
`;

export function StepIndicator() {
  return (
    <nav aria-label="KYC steps">
      <Steps>
        {KYC_STEPS.map((label, index) => {
          const active = index === 0;
          return (
            <Step
              key={label}
              $active={active}
              aria-current={active ? 'step' : undefined}
              data-state={active ? 'complete active' : 'inactive'}
            >
              <StepNumber $active={active} aria-hidden="true">
                {active ? '✓' : index + 1}
              </StepNumber>
              <span>
                {label}
                <VisuallyHidden>{active ? ' (step 1, complete, current)' : ` (step ${index + 1}, not active)`}</VisuallyHidden>
              </span>
            </Step>
          );
        })}
      </Steps>
    </nav>
  );
}

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
