import { Injectable } from '@nestjs/common';
import { type CategoryKey, ErrorCode, type InterestPayer } from '@invest/contracts';
import { type EntityManager, In, IsNull, Not } from 'typeorm';
import { AppException } from '../../common/exceptions/app-exception.js';
import { Db } from '../../database/db.js';
import { InvestmentEntity } from './entities/investment.entity.js';
import { rawDate, rawDateOrNull, rawNumber, rawNumberOrNull, rawText, rawTextOrNull } from '../../database/raw-values.js';
import type { InvestmentRecord, LedgerInvestment } from './investment-record.js';
import type { InvestmentStatus } from './investment-types.js';

/** The columns of LedgerInvestment, read raw by holdingsForLedger. */
const LEDGER_COLUMNS =
  'id, category, product_name, product_type, plan_id, status, amount_paise, return_rate_bp, monthly_rate_bp, duration_months, investment_date, ' +
  'maturity_date, units_e4, purchase_price_e4, purchase_price_date, redemption_price_e4, redemption_date';

type LedgerRow = Record<
  | 'id'
  | 'category'
  | 'product_name'
  | 'product_type'
  | 'plan_id'
  | 'status'
  | 'amount_paise'
  | 'return_rate_bp'
  | 'monthly_rate_bp'
  | 'duration_months'
  | 'investment_date'
  | 'maturity_date'
  | 'units_e4'
  | 'purchase_price_e4'
  | 'purchase_price_date'
  | 'redemption_price_e4'
  | 'redemption_date',
  unknown
>;

function ledgerInvestment(row: LedgerRow): LedgerInvestment {
  return {
    id: rawText(row.id),
    category: rawText(row.category) as CategoryKey,
    productName: rawText(row.product_name),
    productType: rawText(row.product_type),
    planId: rawTextOrNull(row.plan_id),
    status: rawText(row.status) as InvestmentStatus,
    amountPaise: rawNumber(row.amount_paise),
    returnRateBp: rawNumberOrNull(row.return_rate_bp),
    monthlyRateBp: rawNumberOrNull(row.monthly_rate_bp),
    durationMonths: rawNumberOrNull(row.duration_months),
    investmentDate: rawDate(row.investment_date),
    maturityDate: rawDateOrNull(row.maturity_date),
    unitsE4: rawNumberOrNull(row.units_e4),
    purchasePriceE4: rawNumberOrNull(row.purchase_price_e4),
    purchasePriceDate: rawDateOrNull(row.purchase_price_date),
    redemptionPriceE4: rawNumberOrNull(row.redemption_price_e4),
    redemptionDate: rawDateOrNull(row.redemption_date),
  };
}

/** The states a payment may activate an investment from. */
const PAYABLE = new Set<InvestmentStatus>(['pending_payment', 'payment_failed']);

/** What activating an investment did: `not_payable` when it is already paid, or closed (the capture is then refunded). */
export type Activation = { kind: 'activated'; investment: InvestmentRecord } | { kind: 'not_payable'; investment: InvestmentRecord };

/** The units a market-linked investment bought, at the price of `priceDate`. */
export interface UnitAllotment {
  unitsE4: number;
  purchasePriceE4: number;
  purchasePriceDate: string;
}

/**
 * The `investments` table's operations for the other modules (payments, payouts, market, ...): each runs inside the
 * caller's transaction (its EntityManager), so what they change commits or rolls back with the caller's own rows.
 * A dependency-free provider (InvestmentRecordsModule), so modules the investments module imports can use it too.
 */
@Injectable()
export class InvestmentRecords {
  constructor(private readonly db: Db) {}

  /** One investment, or null. */
  find(investmentId: string, manager: EntityManager): Promise<InvestmentRecord | null> {
    return manager.findOneBy(InvestmentEntity, { id: investmentId });
  }

  /** The investor's own investment, or null (another's reads as absent). */
  findOwned(investmentId: string, userId: string, manager: EntityManager): Promise<InvestmentRecord | null> {
    return manager.findOneBy(InvestmentEntity, { id: investmentId, userId });
  }

  /**
   * The investor's own investment, locked for the caller's transaction where the database has row locks (two
   * requests for one investment queue here); null when absent or another's.
   */
  lockOwned(investmentId: string, userId: string, manager: EntityManager): Promise<InvestmentRecord | null> {
    const query = manager
      .createQueryBuilder(InvestmentEntity, 'investment')
      .where('investment.id = :id AND investment.user_id = :userId', { id: investmentId, userId });
    if (this.db.supportsRowLocks) query.setLock('pessimistic_write');
    return query.getOne();
  }

  /** One investment, locked for the caller's transaction where the database has row locks; null when absent. */
  lock(investmentId: string, manager: EntityManager): Promise<InvestmentRecord | null> {
    const query = manager.createQueryBuilder(InvestmentEntity, 'investment').where('investment.id = :id', { id: investmentId });
    if (this.db.supportsRowLocks) query.setLock('pessimistic_write');
    return query.getOne();
  }

  /** Its product's name, for a text or a ledger line (null when the investment is gone). */
  async productName(investmentId: string, manager: EntityManager): Promise<string | null> {
    const investment = await manager.findOne(InvestmentEntity, { where: { id: investmentId }, select: { id: true, productName: true } });
    return investment?.productName ?? null;
  }

  /**
   * A captured payment activates the investment, locked for the caller's transaction: from `pending_payment` or
   * `payment_failed` only (another attempt may have paid it, or it may be closed: `not_payable`, nothing written).
   */
  async activate(investmentId: string, now: Date, manager: EntityManager): Promise<Activation> {
    const investment = await this.lock(investmentId, manager);
    if (!investment) throw new AppException(404, ErrorCode.NotFound, 'Investment not found.');
    if (!PAYABLE.has(investment.status)) return { kind: 'not_payable', investment };
    await manager.update(InvestmentEntity, { id: investment.id }, { status: 'active', updatedAt: now });
    return { kind: 'activated', investment: { ...investment, status: 'active', updatedAt: now } };
  }

  /** A failed or abandoned payment leaves an unpaid investment `payment_failed` (only from `pending_payment`). */
  async markPaymentFailed(investmentId: string, now: Date, manager: EntityManager): Promise<void> {
    await manager.update(InvestmentEntity, { id: investmentId, status: 'pending_payment' }, { status: 'payment_failed', updatedAt: now });
  }

  /** Moves the investment from `from` to `to`, only if it is still in `from` (the first call wins). */
  async moveStatus(investmentId: string, from: InvestmentStatus, to: InvestmentStatus, now: Date, manager: EntityManager): Promise<void> {
    await manager.update(InvestmentEntity, { id: investmentId, status: from }, { status: to, updatedAt: now });
  }

  /**
   * A market-linked holding's redemption at `priceE4`, the price of `date`: `active` → `redeeming`, only from `active`
   * (answers whether this call moved it).
   */
  async startRedemption(investmentId: string, priceE4: number, date: string, now: Date, manager: EntityManager): Promise<boolean> {
    const moved = await manager
      .createQueryBuilder()
      .update(InvestmentEntity)
      .set({ status: 'redeeming', redemptionPriceE4: priceE4, redemptionDate: date, updatedAt: now })
      .where('id = :id AND status = :active', { id: investmentId, active: 'active' })
      .execute();
    return moved.affected === 1;
  }

  /** A market-linked investment's purchase day (its units are bought at that day's price, or the next one's). */
  async recordPurchaseDay(investmentId: string, day: string, manager: EntityManager): Promise<void> {
    await manager.update(InvestmentEntity, { id: investmentId }, { purchasePriceDate: day });
  }

  /** Records the units bought, once: only while the investment has none. Answers whether this call recorded them. */
  async allotUnits(investmentId: string, allotment: UnitAllotment, manager: EntityManager): Promise<boolean> {
    const allotted = await manager
      .createQueryBuilder()
      .update(InvestmentEntity)
      .set(allotment)
      .where('id = :id AND units_e4 IS NULL', { id: investmentId })
      .execute();
    return allotted.affected === 1;
  }

  /** The plans and categories of every investment booked on a plan of one of `categories`. */
  plansHeld(categories: readonly CategoryKey[], manager: EntityManager): Promise<Array<Pick<InvestmentRecord, 'planId' | 'category'>>> {
    return manager.find(InvestmentEntity, { where: { category: In([...categories]), planId: Not(IsNull()) }, select: { planId: true, category: true } });
  }

  /** Paid-for investments (the investor's, or everyone's) whose units wait for their purchase day's price, oldest day first when asked. */
  waitingForUnits(
    manager: EntityManager,
    options: { userId?: string; take: number; oldestFirst?: boolean },
  ): Promise<Array<Pick<InvestmentRecord, 'id' | 'planId' | 'amountPaise' | 'purchasePriceDate'>>> {
    return manager.find(InvestmentEntity, {
      where: { ...(options.userId === undefined ? {} : { userId: options.userId }), status: 'active', unitsE4: IsNull(), purchasePriceDate: Not(IsNull()) },
      select: { id: true, planId: true, amountPaise: true, purchasePriceDate: true },
      ...(options.oldestFirst ? { order: { purchasePriceDate: 'ASC' as const } } : {}),
      take: options.take,
    });
  }

  /** How many investments of `categories` (the investor's, or everyone's) are held or being redeemed. */
  countHeld(categories: readonly CategoryKey[], manager: EntityManager, userId?: string): Promise<number> {
    return manager.count(InvestmentEntity, {
      where: { ...(userId === undefined ? {} : { userId }), category: In([...categories]), status: In(['active', 'redeeming']) },
    });
  }

  /**
   * What the portfolio reads of the investor's investments not in `excluded` (e.g. unpaid attempts), newest first,
   * `take` of them: its columns only, one raw read (the dashboard's hottest).
   */
  async holdingsForLedger(userId: string, excluded: readonly InvestmentStatus[], take: number): Promise<LedgerInvestment[]> {
    const notIn = excluded.length === 0 ? '' : ` AND status NOT IN (${excluded.map(() => '?').join(', ')})`;
    const sql = `SELECT ${LEDGER_COLUMNS} FROM investments WHERE user_id = ?${notIn} ORDER BY created_at DESC, id DESC LIMIT ${Math.trunc(take)}`;
    return (await this.db.select<LedgerRow>(sql, [userId, ...excluded])).map(ledgerInvestment);
  }

  /** The product name of each of the investor's investments, by investment id. */
  async productNamesOf(userId: string, manager: EntityManager): Promise<Map<string, string>> {
    const rows = await manager.find(InvestmentEntity, { where: { userId }, select: { id: true, productName: true } });
    return new Map(rows.map((row) => [row.id, row.productName]));
  }

  /** The ids of the investor's investments of `category` (and of one interest payer, when named). */
  async idsOf(userId: string, category: CategoryKey, manager: EntityManager, payer?: InterestPayer): Promise<string[]> {
    const rows = await manager.find(InvestmentEntity, {
      where: { userId, category, ...(payer === undefined ? {} : { interestPayer: payer }) },
      select: { id: true },
    });
    return rows.map((row) => row.id);
  }

  /** What the tax papers show of each investment (its product, category and interest payer), by id. */
  async taxTermsOf(
    investmentIds: readonly string[],
    manager: EntityManager,
  ): Promise<Map<string, Pick<InvestmentRecord, 'id' | 'productName' | 'category' | 'interestPayer'>>> {
    const terms = new Map<string, Pick<InvestmentRecord, 'id' | 'productName' | 'category' | 'interestPayer'>>();
    const ids = [...new Set(investmentIds)];
    // A few hundred ids a query, however many payouts a quarter has.
    for (let start = 0; start < ids.length; start += 500) {
      const rows = await manager.find(InvestmentEntity, {
        where: { id: In(ids.slice(start, start + 500)) },
        select: { id: true, productName: true, category: true, interestPayer: true },
      });
      for (const row of rows) terms.set(row.id, row);
    }
    return terms;
  }
}
