import type { CatalogueItem } from '@invest/contracts';
import { useI18n } from '@invest/platform';
import { Badge, Card, CardTitle, riskLabelTone } from '@invest/ui';
import { ButtonLink } from '@invest/ui/router';
import { planTermsLines, riskBadgeText } from '../../shared/plan-terms/plan-terms-text.js';
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
  const { i18n, _ } = useI18n();
  const [returns, ...terms] = planTermsLines(_, item.terms, i18n);
  const rest = [...terms, ...productFactsLines(_, item.terms.facts).filter(([key]) => key !== 'risk')];
  return (
    <Card as="article" aria-label={item.name} data-plan-id={item.planId}>
      <CardHead>
        <CardTitle as="h2">{item.name}</CardTitle>
        <Badge tone={riskLabelTone(item.risk)}>{riskBadgeText(_, item.risk)}</Badge>
      </CardHead>
      <Figure>
        {_('products.card.expectedReturns')}
        <strong>{returns?.[2] ?? item.returns}</strong>
      </Figure>
      <Terms aria-label={_('products.card.termsLabel', { name: item.name })}>
        {rest.map(([key, label, text]) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </Terms>
      <Actions>
        <ButtonLink to={`${item.productPath}#${item.planId}`} $variant="outline" aria-label={_('products.card.viewPlansLabel', { name: item.name })}>
          {_('products.card.viewPlans')}
        </ButtonLink>
        <ButtonLink to={BUY_NOW_PATH} onClick={() => onBuy(item)} aria-label={_('products.card.buyNowLabel', { name: item.name })}>
          {_('products.card.buyNow')}
        </ButtonLink>
        {held ? <SellDialog item={item} categoryLiquidity={categoryLiquidity} /> : null}
      </Actions>
    </Card>
  );
}
