import styled from 'styled-components';

/** Dimmed and inert unless the user may pay (product §4 "Payment gateway access"). */
export const Gate = styled.fieldset<{ $enabled: boolean }>`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  opacity: ${({ $enabled }) => ($enabled ? 1 : 0.45)};
  filter: ${({ $enabled }) => ($enabled ? 'none' : 'grayscale(0.6)')};
`;
