import { Injectable } from '@nestjs/common';
import { type EntityManager, In, MoreThan } from 'typeorm';
import { deleteRowsOfUser } from '../../database/rows-of-user.js';
import { GatewayCustomerEntity } from './entities/gateway-customer.entity.js';
import { PaymentEntity } from './entities/payment.entity.js';
import { RefundEntity } from './entities/refund.entity.js';

/** Payment intents still open with the gateway (the reconciliation sweep settles or abandons them). */
const OPEN_PAYMENTS = ['created', 'processing'] as const;

/** A payment or refund row as the Access download carries it: every column, as a plain object. */
export type PaymentExportRow = Record<string, unknown>;

/**
 * One person's `payments`, `refunds` and `gateway_customers` rows for the privacy module (the Access download, the
 * money still held, erasure and retention), inside the caller's transaction (its EntityManager). Dependency-free
 * (provided by the privacy module).
 */
@Injectable()
export class PaymentPersonalData {
  /** The person's payments, oldest first. */
  async paymentsOf(userId: string, manager: EntityManager): Promise<PaymentExportRow[]> {
    return plain(await manager.find(PaymentEntity, { where: { userId }, order: { createdAt: 'ASC' } }));
  }

  /** The person's refunds, oldest first. */
  async refundsOf(userId: string, manager: EntityManager): Promise<PaymentExportRow[]> {
    return plain(await manager.find(RefundEntity, { where: { userId }, order: { createdAt: 'ASC' } }));
  }

  /** The person's customer id at the gateway, or null. */
  async gatewayCustomerIdOf(userId: string, manager: EntityManager): Promise<string | null> {
    const customer = await manager.findOne(GatewayCustomerEntity, { where: { userId } });
    return customer?.customerId ?? null;
  }

  /** How many of the person's payments are still open with the gateway. */
  openCount(userId: string, manager: EntityManager): Promise<number> {
    return manager.count(PaymentEntity, { where: { userId, status: In([...OPEN_PAYMENTS]) } });
  }

  /** Whether the person made a payment after `cutoff`. */
  madeSince(userId: string, cutoff: Date, manager: EntityManager): Promise<boolean> {
    return manager.exists(PaymentEntity, { where: { userId, createdAt: MoreThan(cutoff) } });
  }

  /** Deletes the person's payments (financial records, kept after an erasure until retention ends them). */
  erasePayments(userId: string, manager: EntityManager): Promise<number> {
    return deleteRowsOfUser(manager, PaymentEntity, userId);
  }

  /** Deletes the person's refunds. */
  eraseRefunds(userId: string, manager: EntityManager): Promise<number> {
    return deleteRowsOfUser(manager, RefundEntity, userId);
  }

  /** Deletes the person's customer id at the gateway. */
  eraseGatewayCustomer(userId: string, manager: EntityManager): Promise<number> {
    return deleteRowsOfUser(manager, GatewayCustomerEntity, userId);
  }
}

function plain<T extends object>(rows: T[]): PaymentExportRow[] {
  return rows.map((row) => ({ ...row }) as PaymentExportRow);
}
