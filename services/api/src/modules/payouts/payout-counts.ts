import type { EntityManager } from 'typeorm';
import { PayoutEntity } from './entities/payout.entity.js';

/** Read model for the metrics: how many payouts there are in each status. */
export async function payoutCountsIn(em: EntityManager): Promise<Array<{ status: string; count: number }>> {
  const rows = await em
    .createQueryBuilder(PayoutEntity, 'payout')
    .select('payout.status', 'status')
    .addSelect('COUNT(*)', 'count')
    .groupBy('payout.status')
    .getRawMany<{ status: string; count: string | number }>();
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}

/** Read model for the metrics: when the payout longest on its way (processing) was sent, or null. */
export async function oldestProcessingSentAtIn(em: EntityManager): Promise<Date | null> {
  const oldest = await em.findOne(PayoutEntity, { where: { status: 'processing' }, order: { sentAt: 'ASC' }, select: { id: true, sentAt: true } });
  return oldest?.sentAt ?? null;
}
