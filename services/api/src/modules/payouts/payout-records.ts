import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type EntityManager, IsNull, MoreThan, Not } from 'typeorm';
import type { ScheduledPayout } from '@invest/contracts';
import { PayoutEntity } from './entities/payout.entity.js';
import { Db } from '../../database/db.js';
import { rawDate, rawNumber, rawText } from '../../database/raw-values.js';
import type { LedgerPayout, PayoutRecord } from './payout-record.js';
import type { PayoutStatus } from './payout-types.js';

/**
 * The investor's payouts whose money has left or must leave: sent (processing, paid), due by today and not sent
 * (pending), or returned to be sent again (reversed); by date. The columns the portfolio reads, one raw read.
 */
const MOVING_FOR_LEDGER =
  'SELECT investment_id, status, payout_date, amount_paise, principal_paise FROM payouts ' +
  "WHERE user_id = ? AND (status IN ('processing', 'paid', 'reversed') OR (status = 'pending' AND payout_date <= ?)) ORDER BY payout_date, id";

type LedgerPayoutRow = Record<'investment_id' | 'status' | 'payout_date' | 'amount_paise' | 'principal_paise', unknown>;

/**
 * The `payouts` table's operations for the other modules (payments, investments, market, ...): each runs inside the
 * caller's transaction (its EntityManager), so what they change commits or rolls back with the caller's own rows.
 * A dependency-free provider (PayoutRecordsModule), so modules the payouts module imports can use it too.
 */
@Injectable()
export class PayoutRecords {
  constructor(private readonly db: Db) {}

  /** Schedules an activated investment's payouts, `pending` until due. Answers how many. */
  async schedule(investment: { id: string; userId: string }, payouts: readonly ScheduledPayout[], now: Date, manager: EntityManager): Promise<number> {
    if (payouts.length === 0) return 0;
    await manager.insert(
      PayoutEntity,
      payouts.map((payout) => ({
        ...payout,
        id: randomUUID(),
        userId: investment.userId,
        investmentId: investment.id,
        status: 'pending' as const,
        createdAt: now,
      })),
    );
    return payouts.length;
  }

  /** Adds payouts built whole by the caller (unsentPayout), e.g. a withdrawal's or a redemption's. */
  async add(payouts: readonly PayoutRecord[], manager: EntityManager): Promise<void> {
    if (payouts.length > 0) await manager.insert(PayoutEntity, [...payouts]);
  }

  /** How many payouts an investment has. */
  countOf(investmentId: string, manager: EntityManager): Promise<number> {
    return manager.count(PayoutEntity, { where: { investmentId } });
  }

  /** An investment's payouts, in order. */
  ofInvestment(investmentId: string, manager: EntityManager): Promise<PayoutRecord[]> {
    return manager.find(PayoutEntity, { where: { investmentId }, order: { sequence: 'ASC' } });
  }

  /** The highest sequence of an investment's payouts (0 when it has none). */
  async lastSequence(investmentId: string, manager: EntityManager): Promise<number> {
    const last = await manager.findOne(PayoutEntity, { where: { investmentId }, order: { sequence: 'DESC' }, select: { id: true, sequence: true } });
    return last?.sequence ?? 0;
  }

  /** Cancels an investment's payouts not sent yet (a deposit withdrawn before their dates). */
  async cancelPending(investmentId: string, manager: EntityManager): Promise<void> {
    await manager.update(PayoutEntity, { investmentId, status: 'pending' }, { status: 'cancelled' });
  }

  /** One payout; it must exist. */
  get(payoutId: string, manager: EntityManager): Promise<PayoutRecord> {
    return manager.findOneByOrFail(PayoutEntity, { id: payoutId });
  }

  /** The investor's payouts by date (only those still to come after `after`, when given), `take` of them. */
  ofUser(userId: string, options: { after?: string; take: number }, manager: EntityManager): Promise<PayoutRecord[]> {
    return manager.find(PayoutEntity, {
      where: options.after === undefined ? { userId } : { userId, status: 'pending', payoutDate: MoreThan(options.after) },
      order: { payoutDate: 'ASC', sequence: 'ASC', id: 'ASC' },
      take: options.take,
    });
  }

  /** The investor's payouts that left, or must leave, their holding by `today` (MOVING_FOR_LEDGER), by date. */
  async movingForLedger(userId: string, today: string): Promise<LedgerPayout[]> {
    return (await this.db.select<LedgerPayoutRow>(MOVING_FOR_LEDGER, [userId, today])).map((row) => ({
      investmentId: rawText(row.investment_id),
      status: rawText(row.status) as PayoutStatus,
      payoutDate: rawDate(row.payout_date),
      amountPaise: rawNumber(row.amount_paise),
      principalPaise: rawNumber(row.principal_paise),
    }));
  }

  /**
   * Interest (gross − principal) sent with its split fixed, and the TDS withheld from it, in paise: of an investor's
   * payouts of `investmentIds` dated in [start, end] (India dates).
   */
  async interestSentIn(
    userId: string,
    investmentIds: readonly string[],
    range: { start: string; end: string },
    manager: EntityManager,
  ): Promise<{ grossPaise: number; tdsPaise: number }> {
    if (investmentIds.length === 0) return { grossPaise: 0, tdsPaise: 0 };
    const row = await manager
      .createQueryBuilder(PayoutEntity, 'payout')
      .select('COALESCE(SUM(payout.amount_paise - payout.principal_paise), 0)', 'gross')
      .addSelect('COALESCE(SUM(payout.tds_paise), 0)', 'tds')
      .where('payout.user_id = :userId', { userId })
      .andWhere('payout.investment_id IN (:...investmentIds)', { investmentIds: [...investmentIds] })
      .andWhere('payout.tds_paise IS NOT NULL')
      .andWhere('payout.payout_date >= :start AND payout.payout_date <= :end', range)
      .getRawOne<{ gross: string | number | null; tds: string | number | null }>();
    // MySQL answers a SUM of BIGINT as a DECIMAL string, sql.js as a number.
    return { grossPaise: Number(row?.gross ?? 0), tdsPaise: Number(row?.tds ?? 0) };
  }

  /** The investor's payouts sent with their split fixed (gross, TDS, net), for the yearly totals. */
  splitOf(userId: string, manager: EntityManager): Promise<Array<Pick<PayoutRecord, 'id' | 'payoutDate' | 'amountPaise' | 'tdsPaise' | 'netPaise'>>> {
    return manager.find(PayoutEntity, {
      where: { userId, tdsPaise: Not(IsNull()) },
      select: { id: true, payoutDate: true, amountPaise: true, tdsPaise: true, netPaise: true },
    });
  }

  /**
   * The payouts sent with their split fixed, dated in [start, end] (India dates), oldest first (then by investor and
   * id); one investor's, or everyone's (the quarterly TDS return).
   */
  sentBetween(range: { start: string; end: string }, manager: EntityManager, userId?: string): Promise<PayoutRecord[]> {
    const query = manager
      .createQueryBuilder(PayoutEntity, 'payout')
      .where('payout.tds_paise IS NOT NULL')
      .andWhere('payout.payout_date >= :start AND payout.payout_date <= :end', range)
      .orderBy('payout.payout_date', 'ASC')
      .addOrderBy('payout.user_id', 'ASC')
      .addOrderBy('payout.id', 'ASC');
    if (userId !== undefined) query.andWhere('payout.user_id = :userId', { userId });
    return query.getMany();
  }
}
