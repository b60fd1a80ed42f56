import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { cacheableBody, type CacheableBody } from './http-cache.js';

/**
 * How long a serialised catalogue answer is reused before it is read from the database again. The catalogue is
 * reference data (seeded from the data file); an edit made in the database by ops reaches this API instance within
 * this interval, and browsers within it plus their max-age.
 */
export const CATALOGUE_REFRESH_MS = 10_000;

interface Entry {
  body: Promise<CacheableBody>;
  loadedAt: number;
  /** The body once it has loaded. */
  loaded?: CacheableBody;
}

function isFresh(entry: Entry, now: number): boolean {
  return now >= entry.loadedAt && now - entry.loadedAt < CATALOGUE_REFRESH_MS;
}

/**
 * The catalogue answers, serialised with their ETag, kept in memory per answer (a fixed, small set of keys: the
 * controller only asks for known pages). Concurrent requests for an expired answer share one database read; a
 * failed read is not kept.
 */
@Injectable()
export class CatalogueCache {
  private readonly entries = new Map<string, Entry>();

  constructor(@Inject(CLOCK) private readonly clock: Clock) {}

  get(key: string, load: () => Promise<unknown>): Promise<CacheableBody> {
    const now = this.clock.now().getTime();
    const entry = this.entries.get(key);
    if (entry && isFresh(entry, now)) return entry.body;
    const body = load().then(cacheableBody);
    const loading: Entry = { body, loadedAt: now };
    this.entries.set(key, loading);
    body.then(
      (loaded) => {
        loading.loaded = loaded;
      },
      () => {
        if (this.entries.get(key) === loading) this.entries.delete(key);
      },
    );
    return body;
  }

  /** The answer of `key` when it has loaded and is still fresh, at once (catalogue-fast-path.ts); otherwise undefined. */
  fresh(key: string): CacheableBody | undefined {
    const entry = this.entries.get(key);
    return entry?.loaded !== undefined && isFresh(entry, this.clock.now().getTime()) ? entry.loaded : undefined;
  }
}
