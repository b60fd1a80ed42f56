import { useI18n, type ServerData } from '@invest/platform';
import { Container, NoScriptStyles, PageHeader, Stack } from '@invest/ui';
import styled from 'styled-components';
import { catalogueApi, useGetKnowledgeHubQuery } from '../../shared/catalogue-api.js';
import { CalculatorSection, calculatorServerData } from '../../shared/fd-calculator/calculator-section.js';
import { QueryState } from '../../shared/query-state.js';
import { ProductKnowledge } from './product-knowledge.js';
import { SecuritySection, TrustStrip } from './security-section.js';

const Block = styled(Stack).attrs({ $gap: 'lg' as const })`
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

/** The knowledge hub's records and the calculator's data, fetched on the server as the page reads them. */
export const serverData: ServerData = (context) =>
  Promise.all([context.dispatch(catalogueApi.endpoints.getKnowledgeHub.initiate()), calculatorServerData(context)]);

export default function KnowledgeHubPage() {
  const { _ } = useI18n();
  const { data, error } = useGetKnowledgeHubQuery();
  return (
    <Container>
      <NoScriptStyles />
      <PageHeader title={_('products.knowledgeHub.title')} lead={_('products.knowledgeHub.lead')} />
      <section aria-labelledby="products-heading">
        <h2 id="products-heading">{_('products.knowledgeHub.ourProducts')}</h2>
        <QueryState data={data} error={error} label={_('products.loading.knowledgeHub')}>
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
        <CalculatorSection />
      </Block>
      <SecuritySection />
      <TrustStrip />
    </Container>
  );
}
