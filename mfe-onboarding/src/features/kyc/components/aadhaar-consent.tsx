import { useI18n } from '@invest/platform';
import styled from 'styled-components';
import { CheckboxField } from './checkbox-field.js';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  ul {
    margin: 0;
    padding-left: 1.2em;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

/**
 * The consent's text (AADHAAR_CONSENT_TEXT of @invest/contracts, its version AADHAAR_CONSENT_VERSION), line by line,
 * in the page's language: the English is the contract's word for word (onboarding-catalog.test.ts checks it).
 */
export const AADHAAR_CONSENT_LINES = [
  'onboarding.consent.purpose',
  'onboarding.consent.provider',
  'onboarding.consent.storage',
  'onboarding.consent.voluntary',
] as const;

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
}

/**
 * What the holder is told before the Aadhaar OTP is asked for (Aadhaar Act s. 8), with the consent's checkbox: it
 * starts unticked, and the identity form sends nothing until it is ticked.
 */
export function AadhaarConsent({ checked, onChange, disabled }: Props) {
  const { _ } = useI18n();
  return (
    <Box data-testid="aadhaar-consent">
      <h3>{_('onboarding.consent.title')}</h3>
      <ul>
        {AADHAAR_CONSENT_LINES.map((line) => (
          <li key={line}>{_(line)}</li>
        ))}
      </ul>
      <CheckboxField label={_('onboarding.consent.label')} checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
    </Box>
  );
}
