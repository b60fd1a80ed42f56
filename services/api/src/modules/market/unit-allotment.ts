import type { EntityManager } from 'typeorm';
import { InvestmentEntity } from '../ledger/entities/investment.entity.js';
import { isMarketLinked } from './market-instruments.js';
import { MarketPriceEntity } from './entities/market-price.entity.js';
import { unitsFor } from './unit-arithmetic.js';

/**
 * Buys a market-linked investment's units, in the transaction that settles its payment: the units are the amount at
 * the price recorded for `day` (the settlement's India date), rounded down to four decimals. When that day's price
 * is not recorded yet the day is kept and the units are allotted at it once it is (allotPending). Answers whether the
 * investment is market-linked (it then schedules no payouts: it is redeemed on request).
 */
export async function allotUnitsIn(em: EntityManager, investment: InvestmentEntity, day: string): Promise<boolean> {
  if (!isMarketLinked(investment.category)) return false;
  await em.update(InvestmentEntity, { id: investment.id }, { purchasePriceDate: day });
  if (investment.planId !== null) await allotAtIn(em, investment.id, investment.planId, investment.amountPaise, day);
  return true;
}

/**
 * Allots the units of an investment still without them at the first price recorded on or after its purchase day
 * (a fund publishes no NAV on a holiday: the next one buys). Conditional on the units being unset, so it happens once.
 */
export async function allotAtIn(em: EntityManager, investmentId: string, planId: string, amountPaise: number, day: string): Promise<boolean> {
  const price = await em
    .createQueryBuilder(MarketPriceEntity, 'price')
    .where('price.plan_id = :planId AND price.price_date >= :day', { planId, day })
    .orderBy('price.price_date', 'ASC')
    .getOne();
  if (!price) return false;
  const allotted = await em
    .createQueryBuilder()
    .update(InvestmentEntity)
    .set({ unitsE4: unitsFor(amountPaise, price.priceE4), purchasePriceE4: price.priceE4, purchasePriceDate: price.priceDate })
    .where('id = :id AND units_e4 IS NULL', { id: investmentId })
    .execute();
  return allotted.affected === 1;
}
