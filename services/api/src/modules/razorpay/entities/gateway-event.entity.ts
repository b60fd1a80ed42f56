import { Column, Entity, PrimaryColumn } from 'typeorm';
import { timestampColumn } from '../../../database/columns.js';

/** A gateway webhook event already handled (its id), so a redelivery is handled once. */
@Entity({ name: 'gateway_events' })
export class GatewayEventEntity {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  id: string;

  @Column({ type: 'varchar', length: 64 })
  event: string;

  @Column(timestampColumn('received_at'))
  receivedAt: Date;
}
