import * as AccordionPrimitive from '@radix-ui/react-accordion';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styled from 'styled-components';

/**
 * Accordion on Radix. Single-open: `<Accordion type="single" collapsible>`;
 * multi-open: `<Accordion type="multiple">`.
 */
export const Accordion = styled(AccordionPrimitive.Root)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export const AccordionItem = styled(AccordionPrimitive.Item)`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
`;

const Header = styled(AccordionPrimitive.Header)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Trigger = styled(AccordionPrimitive.Trigger)`
  display: flex;
  width: 100%;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  font: inherit;
  font-weight: 600;
  text-align: left;
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
  border: 0;
  cursor: pointer;

  & > span[aria-hidden] {
    transition: transform ${({ theme }) => theme.motion.normal};
  }
  &[data-state='open'] > span[aria-hidden] {
    transform: rotate(180deg);
  }
`;

/** The level of an accordion's headings: the one below the heading the accordion sits under. */
export type AccordionHeadingLevel = 2 | 3 | 4 | 5 | 6;

export function AccordionTrigger({
  children,
  level = 3,
  ...rest
}: ComponentPropsWithoutRef<typeof AccordionPrimitive.Trigger> & { children: ReactNode; level?: AccordionHeadingLevel }) {
  const Heading = `h${level}` as const;
  return (
    <Header asChild>
      <Heading>
        <Trigger {...rest}>
          {children}
          <span aria-hidden="true">▾</span>
        </Trigger>
      </Heading>
    </Header>
  );
}

export const AccordionContent = styled(AccordionPrimitive.Content)`
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;
