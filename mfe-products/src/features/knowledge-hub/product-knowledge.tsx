import type { CategoryDetail, SummaryCard } from '@invest/contracts';
import { useI18n } from '@invest/platform';
import { Badge, Card, liquidityTone, riskLabelTone, SHOWN_WITHOUT_SCRIPT } from '@invest/ui';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@invest/ui/accordion';
import { useState } from 'react';
import styled from 'styled-components';
import { insuranceText, riskText } from '../../shared/plan-terms/plan-terms-text.js';

const Badges = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

/** The accordion's sections: the detail's lists, each with its heading's message. */
const SECTIONS = [
  ['features', 'products.knowledgeHub.section.features'],
  ['benefits', 'products.knowledgeHub.section.benefits'],
  ['risks', 'products.knowledgeHub.section.risks'],
  ['taxation', 'products.knowledgeHub.section.taxation'],
  ['eligibility', 'products.knowledgeHub.section.eligibility'],
  ['investmentStrategies', 'products.knowledgeHub.section.investmentStrategies'],
] as const satisfies ReadonlyArray<readonly [keyof CategoryDetail, string]>;

const RETURNS_LIQUIDITY = 'returns-liquidity';

/**
 * Knowledge-hub product card (returns, risk, liquidity, deposit insurance: all computed from the plans) with its multi-open accordion. Every section is in the page
 * (the server's HTML too): scripts keep the closed ones `hidden`, a browser without JavaScript shows them all.
 */
export function ProductKnowledge({ card, detail }: { card: SummaryCard; detail: CategoryDetail }) {
  const { _ } = useI18n();
  const [open, setOpen] = useState<string[]>([]);
  const closed = (section: string) => !open.includes(section);
  return (
    <Card as="article" aria-label={card.title} $padding="lg">
      <h3>{card.title}</h3>
      <p>{card.description}</p>
      <Badges>
        <span>
          {_('products.knowledgeHub.returns')} <strong>{card.returns}</strong>
        </span>
        <Badge tone={riskLabelTone(card.risk)}>{_('products.knowledgeHub.risk', { risk: riskText(_, card.risk) })}</Badge>
        <Badge tone={liquidityTone(card.liquidity)}>{_('products.knowledgeHub.liquidity', { liquidity: card.liquidity })}</Badge>
      </Badges>
      <p data-insurance={card.category}>
        <strong>{_('products.knowledgeHub.insurance')}</strong> {insuranceText(_, card.insurance)}
      </p>
      <Accordion type="multiple" value={open} onValueChange={setOpen}>
        {SECTIONS.map(([key, titleId]) => (
          <AccordionItem key={key} value={key} idBase={`${card.category}-${key}`}>
            <AccordionTrigger level={4}>{_(titleId)}</AccordionTrigger>
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
          <AccordionTrigger level={4}>{_('products.knowledgeHub.section.returnsLiquidity')}</AccordionTrigger>
          <AccordionContent forceMount hidden={closed(RETURNS_LIQUIDITY)} {...SHOWN_WITHOUT_SCRIPT}>
            <p>
              <strong>{_('products.knowledgeHub.expectedReturns')}</strong> {detail.returns}
            </p>
            <p>
              <strong>{_('products.knowledgeHub.liquidityLabel')}</strong> {detail.liquidity}
            </p>
          </AccordionContent>
        </AccordionItem>
      </Accordion>
    </Card>
  );
}
