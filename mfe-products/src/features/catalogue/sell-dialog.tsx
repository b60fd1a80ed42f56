import type { CatalogueItem } from '@invest/contracts';
import { Button } from '@invest/ui';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@invest/ui/dialog';
import { Terms } from './catalogue-styles.js';

/** Sell: the spec gives it no action, so it shows how and when the product can be exited instead of a dead button. */
export function SellDialog({ item, categoryLiquidity }: { item: CatalogueItem; categoryLiquidity: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" aria-label={`Sell ${item.name}`}>
          Sell
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Sell {item.name}</DialogTitle>
        <DialogDescription>Exit and liquidity terms of this product.</DialogDescription>
        <Terms>
          {item.liquidity ? (
            <>
              <dt>Liquidity</dt>
              <dd>{item.liquidity}</dd>
            </>
          ) : null}
          {item.lockIn ? (
            <>
              <dt>Lock-in</dt>
              <dd>{item.lockIn}</dd>
            </>
          ) : null}
          <dt>Exit terms</dt>
          <dd>{categoryLiquidity}</dd>
        </Terms>
        <DialogClose asChild>
          <Button variant="secondary">Close</Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
