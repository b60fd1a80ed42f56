import type { CatalogueItem } from '@invest/contracts';
import { Badge, Card, CardTitle, riskLabelTone } from '@invest/ui';
import { ButtonLink } from '@invest/ui/router';
import { planTermsLines } from '../../shared/plan-terms/plan-terms-text.js';
import { productFactsLines } from '../../shared/product-page/product-facts-list.js';
import { BUY_NOW_PATH } from '../../shared/selection.js';
import { Actions, CardHead, Figure, Terms } from './catalogue-styles.js';
import { SellDialog } from './sell-dialog.js';

/**
 * One plan on /products: name, risk badge (the one risk scale), the terms the server books it at (returns, tenure,
 * minimum, payouts) and its issuer, credit rating, deposit insurance and guarantor, if any; View plans leads to its product page, Buy Now to the payment page (a click first stores
 * the chosen plan, `onBuy`), and Sell shows its exit terms on a plan the visitor holds (`held`): nobody sells what they
 * do not own.
 */
export function ProductCard({
  item,
  categoryLiquidity,
  held,
  onBuy,
}: {
  item: CatalogueItem;
  categoryLiquidity: string;
  held: boolean;
  onBuy: (item: CatalogueItem) => void;
}) {
  const [returns, ...terms] = planTermsLines(item.terms);
  const rest = [...terms, ...productFactsLines(item.terms.facts).filter(([label]) => label !== 'Risk')];
  return (
    <Card as="article" aria-label={item.name} data-plan-id={item.planId}>
      <CardHead>
        <CardTitle as="h2">{item.name}</CardTitle>
        <Badge tone={riskLabelTone(item.risk)}>{item.risk} risk</Badge>
      </CardHead>
      <Figure>
        Expected returns
        <strong>{returns?.[1] ?? item.returns}</strong>
      </Figure>
      <Terms aria-label={`${item.name} terms`}>
        {rest.map(([label, text]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </Terms>
      <Actions>
        <ButtonLink to={`${item.productPath}#${item.planId}`} $variant="outline" aria-label={`View plans ${item.name}`}>
          View plans
        </ButtonLink>
        <ButtonLink to={BUY_NOW_PATH} onClick={() => onBuy(item)} aria-label={`Buy Now ${item.name}`}>
          Buy Now
        </ButtonLink>
        {held ? <SellDialog item={item} categoryLiquidity={categoryLiquidity} /> : null}
      </Actions>
    </Card>
  );
}
