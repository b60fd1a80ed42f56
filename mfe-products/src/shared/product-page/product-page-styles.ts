import { Card, DefinitionList } from '@invest/ui';
import styled from 'styled-components';

export const TileGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.xl};
  list-style: none;
`;

export const Tile = styled.li`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const PlanGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
`;

/**
 * A plan card. The highlighted one is styled by its `data-selected` attribute, not by a prop: a tap then only sets the
 * attribute, where a prop would make styled-components build and insert a new class at the tap (a style
 * recalculation of the whole page, ~50 ms of the tap's next paint on a throttled phone; bench/inp.ts).
 */
export const PlanShell = styled(Card)<{ $popular: boolean }>`
  position: relative;
  border-width: ${({ $popular }) => ($popular ? '2px' : '1px')};
  border-color: ${({ theme, $popular }) => ($popular ? theme.colors.accent : theme.colors.border)};
  outline: none;
  outline-offset: 2px;

  &[data-selected='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.md};
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

/** A plan's figures, the values on the right. */
export const PlanFacts = styled(DefinitionList).attrs({ $columns: '1fr auto', $alignValues: 'end' as const })`
  margin: ${({ theme }) => theme.space.md} 0;
`;

export const FeatureList = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding-left: 1.2em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const PlanActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export const PageActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

/** The note under the plans that the issuers, ratings and agencies named are fictional. */
export const FactsNote = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
