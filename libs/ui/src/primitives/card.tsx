import styled from 'styled-components';

export const Card = styled.div<{ $padding?: 'sm' | 'md' | 'lg'; $interactive?: boolean; $selected?: boolean }>`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme, $selected }) => ($selected ? theme.shadows.md : theme.shadows.sm)};
  padding: ${({ theme, $padding = 'md' }) => theme.space[$padding]};
  cursor: ${({ $interactive }) => ($interactive ? 'pointer' : 'auto')};
  transition: box-shadow ${({ theme }) => theme.motion.normal};
  ${({ $interactive, theme }) => ($interactive ? `&:hover { box-shadow: ${theme.shadows.md}; }` : '')}
`;

export const CardTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;
