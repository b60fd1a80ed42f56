import { DefinitionList, Row } from '@invest/ui';
import styled from 'styled-components';

export const Grid = styled.div<{ $min?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(${({ $min = '260px' }) => $min}, 1fr));
`;

export const Actions = styled(Row).attrs({ $justify: 'space-between' as const })`
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** Label/value pairs of a summary, the values on the right. */
export const Facts = styled(DefinitionList).attrs({ $columns: 'auto 1fr', $alignValues: 'end' as const })``;

export const Note = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.tones.blue.background};
  color: ${({ theme }) => theme.tones.blue.foreground};
  border: 1px solid ${({ theme }) => theme.tones.blue.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
