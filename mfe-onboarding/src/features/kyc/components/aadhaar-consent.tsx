import { AADHAAR_CONSENT_LABEL, AADHAAR_CONSENT_TEXT } from '@invest/contracts';
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
  return (
    <Box data-testid="aadhaar-consent">
      <h3>Your consent to use Aadhaar</h3>
      <ul>
        {AADHAAR_CONSENT_TEXT.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <CheckboxField label={AADHAAR_CONSENT_LABEL} checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
    </Box>
  );
}
