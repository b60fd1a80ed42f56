import type { ServerData } from '@invest/platform';
import { Container, NoScriptStyles, PageHeader, Stack } from '@invest/ui';
import styled from 'styled-components';
import { catalogueApi, useGetKnowledgeHubQuery } from '../../shared/catalogue-api.js';
import { FdCalculatorPanel } from '../../shared/fd-calculator/fd-calculator-panel.js';
import { QueryState } from '../../shared/query-state.js';
import { ProductKnowledge } from './product-knowledge.js';
import { SecuritySection, TrustStrip } from './security-section.js';

const Block = styled(Stack).attrs({ $gap: 'lg' as const })`
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

/** The knowledge hub's records, fetched on the server as the page reads them (`useGetKnowledgeHubQuery()`). */
export const serverData: ServerData = ({ dispatch }) => Promise.all([dispatch(catalogueApi.endpoints.getKnowledgeHub.initiate())]);

export default function KnowledgeHubPage() {
  const { data, error } = useGetKnowledgeHubQuery();
  return (
    <Container>
      <NoScriptStyles />
      <PageHeader title="Knowledge Hub" lead="Features, benefits, risks, taxation and eligibility of every product, with the FD calculator." />
      <section aria-labelledby="products-heading">
        <h2 id="products-heading">Our products</h2>
        <QueryState data={data} error={error} label="the knowledge hub">
          {(hub) => (
            <Block>
              {hub.summaryCards.map((card) => (
                <ProductKnowledge key={card.category} card={card} detail={hub.details[card.category]} />
              ))}
            </Block>
          )}
        </QueryState>
      </section>
      <Block>
        <FdCalculatorPanel />
      </Block>
      <SecuritySection />
      <TrustStrip />
    </Container>
  );
}
