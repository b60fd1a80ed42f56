import styled from 'styled-components';

export const Grid = styled.div<{ $min?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(${({ $min = '260px' }) => $min}, 1fr));
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Actions = styled(Row)`
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** Label/value pairs of a summary. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    text-align: right;
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Note = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.tones.blue.background};
  color: ${({ theme }) => theme.tones.blue.foreground};
  border: 1px solid ${({ theme }) => theme.tones.blue.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Stack = styled.div`
  display: grid;
  /* One column as wide as the page, never wider: a wide child scrolls or wraps inside it. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
`;
