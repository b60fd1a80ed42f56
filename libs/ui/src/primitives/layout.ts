import styled, { type DefaultTheme } from 'styled-components';

/** A step of the theme's spacing scale. */
export type Space = keyof DefaultTheme['space'];

/** Children one below the other, `$gap` apart (md), in one column as wide as the parent and never wider. */
export const Stack = styled.div<{ $gap?: Space }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme, $gap = 'md' }) => theme.space[$gap]};
`;

/** Children side by side, vertically centred, wrapping onto more lines when narrow, `$gap` apart (sm). */
export const Row = styled.div<{ $gap?: Space; $justify?: 'flex-start' | 'center' | 'space-between' | 'flex-end' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: ${({ $justify = 'flex-start' }) => $justify};
  gap: ${({ theme, $gap = 'sm' }) => theme.space[$gap]};
`;
