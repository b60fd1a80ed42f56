import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { createContext, useContext, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styled from 'styled-components';

/**
 * Accordion on Radix. Single-open: `<Accordion type="single" collapsible>`;
 * multi-open: `<Accordion type="multiple">`.
 */
export const Accordion = styled(AccordionPrimitive.Root)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Item = styled(AccordionPrimitive.Item)`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
`;

/**
 * The ids that tie an item's button to its panel (`aria-controls`, `aria-labelledby`), made from the page's own names
 * (`idBase`, unique on the page) so that the server's HTML and the browser's render name them alike.
 */
const ItemIds = createContext<{ trigger: string; panel: string } | null>(null);

function useItemIds(): { trigger: string; panel: string } {
  const ids = useContext(ItemIds);
  if (!ids) throw new Error('AccordionTrigger and AccordionContent belong inside an AccordionItem');
  return ids;
}

export function AccordionItem({ idBase, ...rest }: ComponentPropsWithoutRef<typeof AccordionPrimitive.Item> & { idBase: string }) {
  return (
    <ItemIds.Provider value={{ trigger: `${idBase}-button`, panel: `${idBase}-panel` }}>
      <Item {...rest} />
    </ItemIds.Provider>
  );
}

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
  const ids = useItemIds();
  return (
    <Header asChild>
      <Heading>
        <Trigger {...rest} id={ids.trigger} aria-controls={ids.panel}>
          {children}
          <span aria-hidden="true">▾</span>
        </Trigger>
      </Heading>
    </Header>
  );
}

const Content = styled(AccordionPrimitive.Content)`
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function AccordionContent(props: ComponentPropsWithoutRef<typeof AccordionPrimitive.Content>) {
  const ids = useItemIds();
  return <Content {...props} id={ids.panel} aria-labelledby={ids.trigger} />;
}
