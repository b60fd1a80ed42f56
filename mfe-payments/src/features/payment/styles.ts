import styled from 'styled-components';

export const Stack = styled.div<{ $gap?: 'sm' | 'md' | 'lg' }>`
  display: grid;
  gap: ${({ theme, $gap = 'md' }) => theme.space[$gap]};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Dimmed and inert unless the user may pay (spec 4 "Payment gateway access"). */
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

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

export const SuccessText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

export const Select = styled.select`
  width: 100%;
  padding: 10px 12px;
  font: inherit;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Definitions = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;
