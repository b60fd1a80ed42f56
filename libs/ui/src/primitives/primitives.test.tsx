import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from '@jest/globals';
import { theme } from '../theme/theme.js';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion.js';
import { Badge } from './badge.js';
import { Button } from './button.js';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from './dialog.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.js';

const themed = (node: ReactNode) => render(<ThemeProvider theme={theme}>{node}</ThemeProvider>);

function Items() {
  return (
    <>
      <AccordionItem value="a" idBase="features">
        <AccordionTrigger>Key Features</AccordionTrigger>
        <AccordionContent>Feature text</AccordionContent>
      </AccordionItem>
      <AccordionItem value="b" idBase="benefits">
        <AccordionTrigger>Benefits</AccordionTrigger>
        <AccordionContent>Benefit text</AccordionContent>
      </AccordionItem>
    </>
  );
}

describe('primitives', () => {
  it('single accordion keeps one item open', async () => {
    const user = userEvent.setup();
    themed(
      <Accordion type="single" collapsible>
        <Items />
      </Accordion>,
    );
    await user.click(screen.getByRole('button', { name: /Key Features/ }));
    expect(screen.getByText('Feature text')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Benefits/ }));
    expect(screen.getByText('Benefit text')).toBeVisible();
    expect(screen.queryByText('Feature text')).not.toBeInTheDocument();
  });

  it('multiple accordion keeps several open', async () => {
    const user = userEvent.setup();
    themed(
      <Accordion type="multiple">
        <Items />
      </Accordion>,
    );
    await user.click(screen.getByRole('button', { name: /Key Features/ }));
    await user.click(screen.getByRole('button', { name: /Benefits/ }));
    expect(screen.getByText('Feature text')).toBeVisible();
    expect(screen.getByText('Benefit text')).toBeVisible();
  });

  it("an item's button controls its panel, by ids made from the item's idBase, and the panel is named by the button", async () => {
    const user = userEvent.setup();
    themed(
      <Accordion type="multiple">
        <Items />
      </Accordion>,
    );
    const button = screen.getByRole('button', { name: /Key Features/ });
    await user.click(button);
    const panel = screen.getByRole('region', { name: /Key Features/ });
    expect(button).toHaveAttribute('id', 'features-button');
    expect(button).toHaveAttribute('aria-controls', 'features-panel');
    expect(panel).toHaveAttribute('id', 'features-panel');
    expect(panel).toHaveTextContent('Feature text');
  });

  it('tabs switch content', async () => {
    const user = userEvent.setup();
    themed(
      <Tabs defaultValue="general">
        <TabsList>
          <TabsTrigger value="general">General</TabsTrigger>
          <TabsTrigger value="bonds">Bonds</TabsTrigger>
        </TabsList>
        <TabsContent value="general">General answers</TabsContent>
        <TabsContent value="bonds">Bond answers</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Bonds' }));
    expect(screen.getByText('Bond answers')).toBeVisible();
  });

  it('dialog opens and closes with its close button', async () => {
    const user = userEvent.setup();
    themed(
      <Dialog>
        <DialogTrigger>Open</DialogTrigger>
        <DialogContent>
          <DialogTitle>Hello</DialogTitle>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Hello' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('badge exposes its tone and button defaults to type=button', () => {
    themed(
      <>
        <Badge tone="orange">High</Badge>
        <Button>Go</Button>
      </>,
    );
    expect(screen.getByText('High')).toHaveAttribute('data-tone', 'orange');
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('type', 'button');
  });
});
