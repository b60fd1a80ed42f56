import type { MarketHolding } from '@invest/contracts';
import type { InvestmentRecord } from '../investments/investment-record.js';
import { unitOf } from './market-instruments.js';
import { formatE4, valuePaise } from './unit-arithmetic.js';

export type MarketRow = Pick<
  InvestmentRecord,
  'category' | 'status' | 'amountPaise' | 'unitsE4' | 'purchasePriceE4' | 'purchasePriceDate' | 'redemptionPriceE4' | 'redemptionDate'
>;

export interface MarketValue {
  currentValuePaise: number;
  earningsPaise: number;
}

/**
 * A market-linked holding's value, in paise: units × the latest price while held (the amount paid until the units
 * are allotted or a price is known); once redeemed, units × the redemption day's price less what of it was already
 * sent. Earnings are value − amount (negative when the price fell). Unpaid attempts are worth nothing.
 */
export function valueMarketHolding(row: MarketRow, latestPriceE4: number | null, paidOutPaise: number): MarketValue {
  if (row.status === 'redeeming' || row.status === 'redeemed') {
    const proceeds = row.unitsE4 !== null && row.redemptionPriceE4 !== null ? valuePaise(row.unitsE4, row.redemptionPriceE4) : row.amountPaise;
    return { currentValuePaise: Math.max(0, proceeds - paidOutPaise), earningsPaise: proceeds - row.amountPaise };
  }
  if (row.status !== 'active') return { currentValuePaise: 0, earningsPaise: 0 };
  if (row.unitsE4 === null || latestPriceE4 === null) return { currentValuePaise: row.amountPaise, earningsPaise: 0 };
  const value = valuePaise(row.unitsE4, latestPriceE4);
  return { currentValuePaise: value, earningsPaise: value - row.amountPaise };
}

/** The units and prices the dashboard shows of a market-linked holding (exact four-decimal texts). */
export function marketHolding(row: MarketRow, latest: { priceE4: number; date: string } | undefined): MarketHolding {
  const text = (value: number | null) => (value === null ? null : formatE4(value));
  return {
    units: text(row.unitsE4),
    per: unitOf(row.category),
    purchasePrice: text(row.purchasePriceE4),
    purchasePriceDate: row.unitsE4 === null ? null : row.purchasePriceDate,
    latestPrice: latest === undefined ? null : formatE4(latest.priceE4),
    latestPriceDate: latest?.date ?? null,
    redemptionPrice: text(row.redemptionPriceE4),
    redemptionDate: row.redemptionDate,
  };
}
