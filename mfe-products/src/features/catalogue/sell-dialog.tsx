import type { CatalogueItem } from '@invest/contracts';
import { useI18n } from '@invest/platform';
import { Button } from '@invest/ui';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@invest/ui/dialog';
import { tenureText } from '../../shared/plan-terms/plan-terms-text.js';
import { Terms } from './catalogue-styles.js';

/**
 * Sell: the spec gives it no action, so it shows how and when the product can be exited instead of a dead button. Its
 * lock-in is the plan's tenure (as the API writes `lockIn`), in the page's language.
 */
export function SellDialog({ item, categoryLiquidity }: { item: CatalogueItem; categoryLiquidity: string }) {
  const { _ } = useI18n();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" aria-label={_('products.sell.buttonLabel', { name: item.name })}>
          {_('products.sell.button')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{_('products.sell.title', { name: item.name })}</DialogTitle>
        <DialogDescription>{_('products.sell.description')}</DialogDescription>
        <Terms>
          {item.liquidity ? (
            <>
              <dt>{_('products.sell.liquidity')}</dt>
              <dd>{item.liquidity}</dd>
            </>
          ) : null}
          {item.lockIn ? (
            <>
              <dt>{_('products.sell.lockIn')}</dt>
              <dd>{tenureText(_, item.terms.tenure)}</dd>
            </>
          ) : null}
          <dt>{_('products.sell.exitTerms')}</dt>
          <dd>{categoryLiquidity}</dd>
        </Terms>
        <DialogClose asChild>
          <Button variant="secondary">{_('products.sell.close')}</Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
