import type { CategoryDetail, SummaryCard } from '@invest/contracts';
import { Badge, Card, liquidityTone, riskLabelTone } from '@invest/ui';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@invest/ui/accordion';
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

/** Knowledge-hub product card (returns, risk, liquidity) with its multi-open accordion. */
export function ProductKnowledge({ card, detail }: { card: SummaryCard; detail: CategoryDetail }) {
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
      <Accordion type="multiple">
        {SECTIONS.map(([key, title]) => (
          <AccordionItem key={key} value={key}>
            <AccordionTrigger>{title}</AccordionTrigger>
            <AccordionContent>
              <ul>
                {detail[key].map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </AccordionContent>
          </AccordionItem>
        ))}
        <AccordionItem value="returns-liquidity">
          <AccordionTrigger>Expected Returns &amp; Liquidity</AccordionTrigger>
          <AccordionContent>
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
