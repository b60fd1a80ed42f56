import { type EntityManager, In } from 'typeorm';
import { PaymentEntity } from './entities/payment.entity.js';
import { RefundEntity } from './entities/refund.entity.js';

/** Read model for the metrics: how many payment intents there are of each method and status. */
export async function paymentCountsIn(em: EntityManager): Promise<Array<{ method: string; status: string; count: number }>> {
  const rows = await em
    .createQueryBuilder(PaymentEntity, 'payment')
    .select('payment.method', 'method')
    .addSelect('payment.status', 'status')
    .addSelect('COUNT(*)', 'count')
    .groupBy('payment.method')
    .addGroupBy('payment.status')
    .getRawMany<{ method: string; status: string; count: string | number }>();
  return rows.map((row) => ({ method: row.method, status: row.status, count: Number(row.count) }));
}

/** Read model for the metrics: refunds still to be sent or asked again (pending or failed). */
export function refundsDueIn(em: EntityManager): Promise<number> {
  return em.count(RefundEntity, { where: { status: In(['pending', 'failed']) } });
}
