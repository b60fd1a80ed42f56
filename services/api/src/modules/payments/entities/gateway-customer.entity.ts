import { Column, Entity, PrimaryColumn } from 'typeorm';
import { timestampColumn } from '../../../database/columns.js';

/** The gateway customer of a user, for UPI AutoPay mandates. */
@Entity({ name: 'gateway_customers' })
export class GatewayCustomerEntity {
  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @Column({ name: 'customer_id', type: 'varchar', length: 64 })
  customerId: string;

  @Column(timestampColumn('created_at'))
  createdAt: Date;
}
