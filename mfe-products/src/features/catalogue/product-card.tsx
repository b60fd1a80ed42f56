import type { CatalogueItem } from '@invest/contracts';
import { Badge, Card, CardTitle, productRiskTone } from '@invest/ui';
import { ButtonLink } from '@invest/ui/router';
import { BUY_NOW_PATH } from '../../shared/selection.js';
import { Actions, CardHead, Figure } from './catalogue-styles.js';
import { SellDialog } from './sell-dialog.js';

/**
 * One product on /products: name, risk badge (product-card colour rule), expected returns, Buy Now, and Sell on a
 * product the visitor holds (`held`): nobody sells what they do not own. Buy Now is a link to the payment page; a
 * click first stores the chosen product (`onBuy`).
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
  return (
    <Card as="article" aria-label={item.name}>
      <CardHead>
        <CardTitle>{item.name}</CardTitle>
        <Badge tone={productRiskTone(item.risk)}>{item.risk}</Badge>
      </CardHead>
      <Figure>
        Expected returns
        <strong>{item.returns}</strong>
      </Figure>
      <Actions>
        <ButtonLink to={BUY_NOW_PATH} onClick={() => onBuy(item)} aria-label={`Buy Now ${item.name}`}>
          Buy Now
        </ButtonLink>
        {held ? <SellDialog item={item} categoryLiquidity={categoryLiquidity} /> : null}
      </Actions>
    </Card>
  );
}
