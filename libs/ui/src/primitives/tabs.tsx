import * as TabsPrimitive from '@radix-ui/react-tabs';
import styled from 'styled-components';

/** Tabs on Radix: `<Tabs defaultValue><TabsList><TabsTrigger/></TabsList><TabsContent/></Tabs>`. */
export const Tabs = TabsPrimitive.Root;

export const TabsList = styled(TabsPrimitive.List)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const TabsTrigger = styled(TabsPrimitive.Trigger)`
  padding: 8px 14px;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  &[data-state='active'] {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

export const TabsContent = styled(TabsPrimitive.Content)`
  padding-top: ${({ theme }) => theme.space.md};
`;
