import type { EntityManager } from 'typeorm';
import type { InvestmentRecord } from '../investments/investment-record.js';
import type { InvestmentRecords } from '../investments/investment-records.js';
import { isMarketLinked } from './market-instruments.js';
import { MarketPriceEntity } from './entities/market-price.entity.js';
import { unitsFor } from './unit-arithmetic.js';

/**
 * Buys a market-linked investment's units, in the transaction that settles its payment: the units are the amount at
 * the price recorded for `day` (the settlement's India date), rounded down to four decimals. When that day's price
 * is not recorded yet the day is kept and the units are allotted at it once it is (allotPending). Answers whether the
 * investment is market-linked (it then schedules no payouts: it is redeemed on request). The investment's columns
 * are written by its owner (InvestmentRecords), in the caller's transaction.
 */
export async function allotUnitsIn(
  em: EntityManager,
  investments: InvestmentRecords,
  investment: Pick<InvestmentRecord, 'id' | 'category' | 'planId' | 'amountPaise'>,
  day: string,
): Promise<boolean> {
  if (!isMarketLinked(investment.category)) return false;
  await investments.recordPurchaseDay(investment.id, day, em);
  if (investment.planId !== null) await allotAtIn(em, investments, investment.id, investment.planId, investment.amountPaise, day);
  return true;
}

/**
 * Allots the units of an investment still without them at the first price recorded on or after its purchase day
 * (a fund publishes no NAV on a holiday: the next one buys). Conditional on the units being unset, so it happens once.
 */
export async function allotAtIn(
  em: EntityManager,
  investments: InvestmentRecords,
  investmentId: string,
  planId: string,
  amountPaise: number,
  day: string,
): Promise<boolean> {
  const price = await em
    .createQueryBuilder(MarketPriceEntity, 'price')
    .where('price.plan_id = :planId AND price.price_date >= :day', { planId, day })
    .orderBy('price.price_date', 'ASC')
    .getOne();
  if (!price) return false;
  return investments.allotUnits(
    investmentId,
    { unitsE4: unitsFor(amountPaise, price.priceE4), purchasePriceE4: price.priceE4, purchasePriceDate: price.priceDate },
    em,
  );
}
