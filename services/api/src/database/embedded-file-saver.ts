import { open, rename } from 'node:fs/promises';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntitySubscriberInterface } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Db } from './db.js';

/** The embedded database is written to its file at most this often (and once more when it closes). */
export const EMBEDDED_SAVE_INTERVAL_MS = 1000;

/** Statements that change the database (what TypeORM's own auto-save reacted to, minus transaction control). */
const WRITE = /^\s*(?:INSERT|UPDATE|DELETE|REPLACE|CREATE|DROP|ALTER)\b/i;

/** The part of TypeORM's sql.js driver this needs. */
interface ExportableDriver {
  export(): Uint8Array;
  disconnect(): Promise<void>;
}

function isExportable(driver: unknown): driver is ExportableDriver {
  return typeof (driver as Partial<ExportableDriver> | null)?.export === 'function';
}

/** Replaces `file` in one step (write beside it, flush to disk, rename): a crash leaves the old file or the new one. */
async function writeAtomically(file: string, bytes: Uint8Array): Promise<void> {
  const temporary = `${file}.saving`;
  const handle = await open(temporary, 'w', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.datasync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}

/**
 * Saves the embedded (sql.js) database, which lives in memory, to its file. TypeORM's `autoSave` exported and rewrote
 * the whole file after every write statement, inside the one-connection mutex, so each write cost the size of the
 * database. Here a write only marks the database changed; at most once per EMBEDDED_SAVE_INTERVAL_MS the database is
 * exported while no unit of work runs, and written beside the file and renamed over it while requests go on. It is
 * saved once more when the connection closes (shutdown). A crash (kill -9, power loss) loses at most the writes of the
 * last second or so; the file itself is never half-written.
 */
@Injectable()
export class EmbeddedFileSaver implements OnModuleInit {
  private readonly logger = new Logger(EmbeddedFileSaver.name);
  /** The database and its file; unset on MySQL. */
  private target: { driver: ExportableDriver; file: string } | undefined;
  /** The migrated schema is written once at start even when nothing else changes. */
  private dirty = true;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Set once the connection starts closing: only its own last save runs, no timer is armed again. */
  private closing = false;
  private writes: Promise<void> = Promise.resolve();
  /** Files written so far (a burst of writes is one save). */
  savesDone = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const driver = this.dataSource.driver;
    if (this.config.database.kind !== 'sqljs' || !isExportable(driver)) return;
    this.target = { driver, file: this.config.database.file };
    const subscriber: EntitySubscriberInterface = {
      afterQuery: (event) => {
        if (event.success && WRITE.test(event.query)) this.changed();
      },
    };
    this.dataSource.subscribers.push(subscriber);
    const disconnect = driver.disconnect.bind(driver);
    driver.disconnect = async () => {
      this.closing = true;
      clearTimeout(this.timer);
      this.timer = undefined;
      await this.save(true);
      this.target = undefined;
      await disconnect();
    };
    this.changed();
  }

  private changed(): void {
    this.dirty = true;
    if (this.timer || this.closing) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.save();
    }, EMBEDDED_SAVE_INTERVAL_MS);
    this.timer.unref();
  }

  /**
   * Exports the database between units of work, then writes it (writes are chained, never interleaved). Once the
   * connection is closing, only the closing save (`last`) exports: a timer's save arriving later finds it closed.
   */
  private async save(last = false): Promise<void> {
    const target = this.target;
    if (!target || (this.closing && !last)) return;
    await this.db.whenIdle(async () => {
      // Closed meanwhile (after its own last save): nothing left to export.
      if (!this.dirty || !this.target) return;
      this.dirty = false;
      const bytes = target.driver.export();
      this.writes = this.writes.then(async () => {
        await writeAtomically(target.file, bytes);
        this.savesDone += 1;
      });
    });
    try {
      await this.writes;
    } catch (error) {
      this.writes = Promise.resolve();
      this.logger.error(`Could not save the embedded database to ${target.file}: ${String(error)}`);
      this.changed();
    }
  }
}
