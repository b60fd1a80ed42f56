import type { ReactNode } from 'react';
import styled from 'styled-components';

const Alert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A refusal that names no field (the provider is down, too many attempts): shown under the form, announced. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <Alert role="alert" data-testid="kyc-form-error">
      {children}
    </Alert>
  );
}
