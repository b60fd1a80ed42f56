import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { DataSource } from 'typeorm';
import { Db } from '../../database/db.js';
import { paymentCountsIn, refundsDueIn } from '../../modules/payments/payment-counts.js';
import { oldestProcessingSentAtIn, payoutCountsIn } from '../../modules/payouts/payout-counts.js';
import { apiRegistry } from './api-metrics.js';

/** The ledger is read at most this often, however many scrapers ask (each scrape of every instance would query it). */
const LEDGER_READ_EVERY_MS = 10_000;

interface LedgerState {
  payments: { method: string; status: string; count: number }[];
  payouts: { status: string; count: number }[];
  oldestProcessingSentAt: Date | null;
  refundsDue: number;
}

/** The mysql2 pool's queues (its own fields: mysql2 publishes no counters). */
interface Mysql2Pool {
  config?: { connectionLimit?: number };
  _allConnections?: { length: number };
  _freeConnections?: { length: number };
  _connectionQueue?: { length: number };
}

/** What the gauges read: the ledger of the app live in this process (tests may start several: the latest wins). */
interface LedgerSource {
  state(): Promise<LedgerState | undefined>;
  poolSizes(): { all: number; idle: number; waiting: number; limit: number } | undefined;
}
const sources: LedgerSource[] = [];
const current = (): LedgerSource | undefined => sources[sources.length - 1];

const registers = [apiRegistry];

const payments = new Gauge({
  name: 'invest_payments',
  help: 'Payment intents by method (upi, netbanking, card) and status (created, processing, completed, failed).',
  labelNames: ['method', 'status'] as const,
  registers,
  async collect() {
    const state = await current()?.state();
    if (!state) return;
    this.reset();
    for (const row of state.payments) this.set({ method: row.method, status: row.status }, row.count);
  },
});

const payouts = new Gauge({
  name: 'invest_payouts',
  help: 'Payouts by status: pending (not yet sent), processing (sent through RazorpayX), paid, reversed.',
  labelNames: ['status'] as const,
  registers,
  async collect() {
    const state = await current()?.state();
    if (!state) return;
    this.reset();
    for (const row of state.payouts) this.set({ status: row.status }, row.count);
  },
});

const oldestProcessing = new Gauge({
  name: 'invest_payout_oldest_processing_age_seconds',
  help: 'Age of the oldest payout still in processing (0 when none): RazorpayX settles within minutes, so hours mean a stuck payout.',
  registers,
  async collect() {
    const state = await current()?.state();
    if (!state) return;
    this.set(state.oldestProcessingSentAt ? Math.max(0, (Date.now() - state.oldestProcessingSentAt.getTime()) / 1000) : 0);
  },
});

const refundsDue = new Gauge({
  name: 'invest_refunds_due',
  help: 'Refunds of captures the platform does not keep (a second capture, another amount, a closed investment) not yet processed by Razorpay: pending or failed.',
  registers,
  async collect() {
    const state = await current()?.state();
    if (state) this.set(state.refundsDue);
  },
});

const pool = new Gauge({
  name: 'invest_api_db_pool_connections',
  help: 'MySQL connections of this instance by state: busy (in use), idle, waiting (requests queued for a connection), limit.',
  labelNames: ['state'] as const,
  registers,
  collect() {
    const sizes = current()?.poolSizes();
    if (!sizes) return;
    this.set({ state: 'busy' }, sizes.all - sizes.idle);
    this.set({ state: 'idle' }, sizes.idle);
    this.set({ state: 'waiting' }, sizes.waiting);
    this.set({ state: 'limit' }, sizes.limit);
  },
});

/** Keeps the gauges' module-level definitions referenced (they register themselves with apiRegistry). */
export const LEDGER_GAUGES = [payments, payouts, oldestProcessing, refundsDue, pool] as const;

/**
 * The ledger's state and the database pool's use, read when Prometheus scrapes (metrics-server.ts): payments by method
 * and status, payouts by status, the oldest payout in processing, refunds due. A failed read keeps the last values
 * (the scrape itself never fails for it).
 */
@Injectable()
export class LedgerGauges implements LedgerSource, OnModuleInit, OnModuleDestroy {
  private last: LedgerState | undefined;
  private readAt = 0;
  private reading: Promise<LedgerState | undefined> | undefined;

  constructor(
    private readonly db: Db,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    sources.push(this);
  }

  onModuleDestroy(): void {
    sources.splice(sources.indexOf(this), 1);
  }

  state(): Promise<LedgerState | undefined> {
    if (this.last && Date.now() - this.readAt < LEDGER_READ_EVERY_MS) return Promise.resolve(this.last);
    this.reading ??= this.read()
      .then(
        (state) => {
          this.last = state;
          this.readAt = Date.now();
          return state;
        },
        () => this.last,
      )
      .finally(() => {
        this.reading = undefined;
      });
    return this.reading;
  }

  poolSizes(): { all: number; idle: number; waiting: number; limit: number } | undefined {
    if (this.dataSource.options.type !== 'mysql' || !this.dataSource.isInitialized) return undefined;
    const mysqlPool = (this.dataSource.driver as unknown as { pool?: Mysql2Pool }).pool;
    if (!mysqlPool) return undefined;
    return {
      all: mysqlPool._allConnections?.length ?? 0,
      idle: mysqlPool._freeConnections?.length ?? 0,
      waiting: mysqlPool._connectionQueue?.length ?? 0,
      limit: mysqlPool.config?.connectionLimit ?? 0,
    };
  }

  private read(): Promise<LedgerState> {
    return this.db.run(async (em) => ({
      payments: await paymentCountsIn(em),
      payouts: await payoutCountsIn(em),
      oldestProcessingSentAt: await oldestProcessingSentAtIn(em),
      refundsDue: await refundsDueIn(em),
    }));
  }
}
