import styled from 'styled-components';

/**
 * Terms (muted) and their values (bold) side by side: a summary's label/value pairs. `$columns` sets the two columns
 * (default: terms as wide as the longest, values the rest); `$alignValues="end"` puts the values on the right.
 */
export const DefinitionList = styled.dl<{ $columns?: string; $alignValues?: 'start' | 'end' }>`
  display: grid;
  grid-template-columns: ${({ $columns = 'max-content minmax(0, 1fr)' }) => $columns};
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    text-align: ${({ $alignValues = 'start' }) => $alignValues};
  }
`;
