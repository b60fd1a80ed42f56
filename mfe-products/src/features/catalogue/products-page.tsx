import type { CatalogueCategory, CatalogueItem, CategoryKey } from '@invest/contracts';
import { useI18n, type ServerData } from '@invest/platform';
import { Container, PageHeader } from '@invest/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@invest/ui/tabs';
import { Link, useSearchParams } from 'react-router-dom';
import { catalogueApi, useGetCatalogueProductsQuery } from '../../shared/catalogue-api.js';
import { QueryState } from '../../shared/query-state.js';
import { catalogueItemChoice, saveSelectedProduct } from '../../shared/selection.js';
import { CardGrid } from './catalogue-styles.js';
import { categoryFromParam } from './category-param.js';
import { ProductCard } from './product-card.js';
import { holdingKey, useHoldings } from './use-holdings.js';

/** The catalogue, fetched on the server as the page reads it (`useGetCatalogueProductsQuery()`). */
export const serverData: ServerData = ({ dispatch }) => Promise.all([dispatch(catalogueApi.endpoints.getCatalogueProducts.initiate())]);

/** `?category=KEY` of a tab: each tab is a link too, so every category is reachable without JavaScript. */
const categorySearch = (key: CategoryKey) => ({ search: `?category=${key}` });

export default function ProductsPage() {
  const { _ } = useI18n();
  const { data, error } = useGetCatalogueProductsQuery();
  const [params, setParams] = useSearchParams();
  const holdings = useHoldings();

  // Buy Now is a link to /payment: a click stores the chosen product first.
  const buy = (category: CatalogueCategory, item: CatalogueItem) => {
    saveSelectedProduct(category.key, category.displayLabel, catalogueItemChoice(item));
  };

  return (
    <Container>
      <PageHeader title={_('products.list.title')} lead={_('products.list.lead')} />
      <QueryState data={data} error={error} label={_('products.loading.products')}>
        {(catalogue) => {
          const first = catalogue.categories[0]?.key ?? 'FIXED_DEPOSITS';
          const selected = categoryFromParam(params.get('category')) ?? first;
          return (
            <Tabs value={selected} onValueChange={(value) => setParams({ category: categoryFromParam(value) ?? first }, { replace: true })}>
              <TabsList aria-label={_('products.list.categories')}>
                {catalogue.categories.map((category) => (
                  <TabsTrigger key={category.key} value={category.key} asChild>
                    <Link to={categorySearch(category.key)} replace>
                      {_(`products.category.${category.key}`)}
                    </Link>
                  </TabsTrigger>
                ))}
              </TabsList>
              {catalogue.categories.map((category) => (
                <TabsContent key={category.key} value={category.key}>
                  <CardGrid>
                    {catalogue.items[category.key].map((item) => (
                      <ProductCard
                        key={item.planId}
                        item={item}
                        categoryLiquidity={catalogue.liquidity[category.key]}
                        held={holdings.has(holdingKey(category.key, item.name))}
                        onBuy={(chosen) => buy(category, chosen)}
                      />
                    ))}
                  </CardGrid>
                </TabsContent>
              ))}
            </Tabs>
          );
        }}
      </QueryState>
    </Container>
  );
}
