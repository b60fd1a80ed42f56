import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { DatabaseUnavailableError } from '../common/filters/database-unavailable.js';
import { Mutex } from './mutex.js';

const MAX_ATTEMPTS = 3;
const RETRYABLE = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);

function isRetryableConflict(error: unknown): boolean {
  const code = (error as { driverError?: { code?: unknown } } | null)?.driverError?.code;
  return typeof code === 'string' && RETRYABLE.has(code);
}

interface UnitOfWork {
  em: EntityManager;
  inTransaction: boolean;
}

/** The part of mysql2's (callback) pool that `select` uses: a prepared statement, parsed once per connection. */
interface StatementPool {
  execute(sql: string, values: unknown[], callback: (error: Error | null, rows: unknown) => void): void;
}

function isStatementPool(value: unknown): value is StatementPool {
  return typeof value === 'object' && value !== null && typeof (value as Partial<StatementPool>).execute === 'function';
}

/**
 * The one door to the database. On sql.js (single connection) every unit of work is
 * serialised by a mutex; on MySQL they run concurrently on the pool. Nested calls reuse the
 * caller's unit of work, so a service may call another inside a transaction without deadlock.
 */
@Injectable()
export class Db {
  private readonly mutex: Mutex | undefined;
  private readonly context = new AsyncLocalStorage<UnitOfWork>();

  constructor(private readonly dataSource: DataSource) {
    this.mutex = dataSource.options.type === 'sqljs' ? new Mutex() : undefined;
  }

  /** True on MySQL/MariaDB, where row locks (SELECT ... FOR UPDATE) are needed and available. */
  get supportsRowLocks(): boolean {
    return this.dataSource.options.type === 'mysql';
  }

  /**
   * Runs `work` inside one transaction (or the caller's, when nested). On MySQL the isolation
   * is READ COMMITTED (no gap locks, so inserts of different keys never deadlock) and a
   * transaction chosen as a deadlock victim is retried: keep side effects out of `work`.
   */
  async transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    const current = this.context.getStore();
    if (current?.inTransaction) return work(current.em);
    const once = () => {
      this.assertConnected();
      const body = (em: EntityManager) => this.context.run({ em, inTransaction: true }, () => work(em));
      return this.mutex ? this.dataSource.transaction(body) : this.dataSource.transaction('READ COMMITTED', body);
    };
    const start = async () => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await once();
        } catch (error) {
          if (attempt >= MAX_ATTEMPTS || !isRetryableConflict(error)) throw error;
        }
      }
    };
    return current ? start() : this.exclusive(start);
  }

  /** Runs `work` without a transaction (reads, single statements). */
  async run<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    const current = this.context.getStore();
    if (current) return work(current.em);
    return this.exclusive(() => {
      this.assertConnected();
      const em = this.dataSource.manager;
      return this.context.run({ em, inTransaction: false }, () => work(em));
    });
  }

  /**
   * One SELECT of a hot read (the session of every signed-in request, the dashboard's ledger), its rows as the driver
   * returns them: read them with database/raw-values.ts. On MySQL a prepared statement on TypeORM's own pool (the
   * server parses it once per connection; no query builder, no entity hydration), as any read outside a transaction
   * is; inside a transaction, or on sql.js, through `run` (the transaction's connection; the mutex). `?` placeholders,
   * scalar values only.
   */
  async select<T>(sql: string, values: readonly unknown[]): Promise<T[]> {
    const pool = this.mutex || this.context.getStore()?.inTransaction ? undefined : this.statementPool();
    if (pool === undefined) return this.run((em) => em.query<T[]>(sql, [...values]));
    return new Promise((resolve, reject) => pool.execute(sql, [...values], (error, rows) => (error ? reject(error) : resolve(rows as T[]))));
  }

  private statementPool(): StatementPool | undefined {
    this.assertConnected();
    const pool: unknown = (this.dataSource.driver as { pool?: unknown }).pool;
    return isStatementPool(pool) ? pool : undefined;
  }

  /** Runs `work` while no unit of work is in progress (sql.js: queued behind them on the mutex; MySQL: at once). */
  whenIdle<T>(work: () => Promise<T>): Promise<T> {
    return this.exclusive(work);
  }

  private async exclusive<T>(work: () => Promise<T>): Promise<T> {
    return this.mutex ? this.mutex.runExclusive(work) : work();
  }

  private assertConnected(): void {
    if (!this.dataSource.isInitialized) throw new DatabaseUnavailableError('The database connection is closed.');
  }
}
