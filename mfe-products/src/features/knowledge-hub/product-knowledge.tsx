import type { CategoryDetail, SummaryCard } from '@invest/contracts';
import { Badge, Card, liquidityTone, riskLabelTone, SHOWN_WITHOUT_SCRIPT } from '@invest/ui';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@invest/ui/accordion';
import { useState } from 'react';
import styled from 'styled-components';

const Badges = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

const SECTIONS = [
  ['features', 'Key Features'],
  ['benefits', 'Benefits'],
  ['risks', 'Risk Factors'],
  ['taxation', 'Taxation'],
  ['eligibility', 'Eligibility'],
  ['investmentStrategies', 'Investment Strategies'],
] as const satisfies ReadonlyArray<readonly [keyof CategoryDetail, string]>;

const RETURNS_LIQUIDITY = 'returns-liquidity';

/**
 * Knowledge-hub product card (returns, risk, liquidity, deposit insurance: all computed from the plans) with its multi-open accordion. Every section is in the page
 * (the server's HTML too): scripts keep the closed ones `hidden`, a browser without JavaScript shows them all.
 */
export function ProductKnowledge({ card, detail }: { card: SummaryCard; detail: CategoryDetail }) {
  const [open, setOpen] = useState<string[]>([]);
  const closed = (section: string) => !open.includes(section);
  return (
    <Card as="article" aria-label={card.title} $padding="lg">
      <h3>{card.title}</h3>
      <p>{card.description}</p>
      <Badges>
        <span>
          Returns: <strong>{card.returns}</strong>
        </span>
        <Badge tone={riskLabelTone(card.risk)}>Risk: {card.risk}</Badge>
        <Badge tone={liquidityTone(card.liquidity)}>Liquidity: {card.liquidity}</Badge>
      </Badges>
      <p data-insurance={card.category}>
        <strong>Deposit insurance:</strong> {card.insurance}
      </p>
      <Accordion type="multiple" value={open} onValueChange={setOpen}>
        {SECTIONS.map(([key, title]) => (
          <AccordionItem key={key} value={key} idBase={`${card.category}-${key}`}>
            <AccordionTrigger level={4}>{title}</AccordionTrigger>
            <AccordionContent forceMount hidden={closed(key)} {...SHOWN_WITHOUT_SCRIPT}>
              <ul>
                {detail[key].map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </AccordionContent>
          </AccordionItem>
        ))}
        <AccordionItem value={RETURNS_LIQUIDITY} idBase={`${card.category}-${RETURNS_LIQUIDITY}`}>
          <AccordionTrigger level={4}>Expected Returns &amp; Liquidity</AccordionTrigger>
          <AccordionContent forceMount hidden={closed(RETURNS_LIQUIDITY)} {...SHOWN_WITHOUT_SCRIPT}>
            <p>
              <strong>Expected returns:</strong> {detail.returns}
            </p>
            <p>
              <strong>Liquidity:</strong> {detail.liquidity}
            </p>
          </AccordionContent>
        </AccordionItem>
      </Accordion>
    </Card>
  );
}
