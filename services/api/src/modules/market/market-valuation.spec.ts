import { describe, expect, it } from '@jest/globals';
import type { MarketRow } from './market-valuation.js';
import { marketHolding, valueMarketHolding } from './market-valuation.js';

const bought: MarketRow = {
  category: 'MUTUAL_FUNDS',
  status: 'active',
  amountPaise: 1_000_000,
  unitsE4: 3_980_352,
  purchasePriceE4: 251_234,
  purchasePriceDate: '2026-11-27',
  redemptionPriceE4: null,
  redemptionDate: null,
};

describe('market-linked valuation', () => {
  it('values units at the latest price, earnings against the amount paid', () => {
    expect(valueMarketHolding(bought, 260_000, 0)).toEqual({ currentValuePaise: 1_034_891, earningsPaise: 34_891 });
    // A fall shows as a loss.
    expect(valueMarketHolding(bought, 240_000, 0)).toEqual({ currentValuePaise: 955_284, earningsPaise: -44_716 });
  });

  it('shows the amount paid until the units are allotted', () => {
    expect(valueMarketHolding({ ...bought, unitsE4: null, purchasePriceE4: null }, 260_000, 0)).toEqual({ currentValuePaise: 1_000_000, earningsPaise: 0 });
  });

  it('a redemption is worth units × the redemption price until it is sent, then nothing', () => {
    const redeeming: MarketRow = { ...bought, status: 'redeeming', redemptionPriceE4: 260_000, redemptionDate: '2026-12-01' };
    expect(valueMarketHolding(redeeming, 270_000, 0)).toEqual({ currentValuePaise: 1_034_891, earningsPaise: 34_891 });
    expect(valueMarketHolding({ ...redeeming, status: 'redeemed' }, 270_000, 1_034_891)).toEqual({ currentValuePaise: 0, earningsPaise: 34_891 });
  });

  it('an unpaid attempt is worth nothing', () => {
    expect(valueMarketHolding({ ...bought, status: 'payment_failed', unitsE4: null }, 260_000, 0)).toEqual({ currentValuePaise: 0, earningsPaise: 0 });
  });

  it('shows units and prices as exact texts', () => {
    expect(marketHolding(bought, { priceE4: 260_000, date: '2026-12-01' })).toEqual({
      units: '398.0352',
      per: 'unit',
      purchasePrice: '25.1234',
      purchasePriceDate: '2026-11-27',
      latestPrice: '26.0000',
      latestPriceDate: '2026-12-01',
      redemptionPrice: null,
      redemptionDate: null,
    });
    expect(marketHolding({ ...bought, category: 'PREMIUM_GOLD' }, undefined).per).toBe('gram');
  });
});
