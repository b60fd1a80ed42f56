import { Inject, Injectable } from '@nestjs/common';
import type { IfscLookupResponse } from '@invest/contracts';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { field, getJson } from '../../common/providers/post-json.js';
import { ProviderUnavailableError } from '../../common/providers/provider-unavailable.error.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

const PROVIDER = 'Razorpay IFSC';
/** Answers are kept briefly: a known code an hour, an unknown one five minutes (a new branch may appear). */
const KNOWN_TTL_MS = 60 * 60_000;
const UNKNOWN_TTL_MS = 5 * 60_000;
/** At most this many codes are kept; the oldest entry goes first. */
const MAX_ENTRIES = 2_000;

interface Entry {
  branch: IfscLookupResponse | null;
  expiresAt: number;
}

/**
 * The bank and branch of an IFSC, from Razorpay's IFSC API (GET `<IFSC_API_URL>/<IFSC>`: `{ BANK, IFSC, BRANCH, CITY,
 * ... }`, 404 for an unknown code), cached in memory. The code's format is checked by the caller first.
 *
 * Razorpay's `ifsc` npm package was considered for an offline check: its code list is kept current, but the package
 * depends on the deprecated `request` HTTP client (unmaintained since 2020, with open advisories in its dependencies)
 * and bundles 1.5 MB of data, while the lookup below is authoritative and answers unknown codes itself.
 */
@Injectable()
export class IfscDirectory {
  private readonly cache = new Map<string, Entry>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The branch of an upper-case, well-formed IFSC, or null when the code is unknown. Throws ProviderUnavailableError. */
  async lookup(ifsc: string): Promise<IfscLookupResponse | null> {
    const now = this.clock.now().getTime();
    const cached = this.cache.get(ifsc);
    if (cached && cached.expiresAt > now) return cached.branch;
    const { ifscApiUrl, timeoutMs } = this.config.payouts;
    const answer = await getJson(PROVIDER, `${ifscApiUrl}/${encodeURIComponent(ifsc)}`, {}, timeoutMs);
    let branch: IfscLookupResponse | null;
    if (answer.status === 404) branch = null;
    else if (answer.status === 200 && field(answer.body, 'BANK') && field(answer.body, 'IFSC').toUpperCase() === ifsc) {
      branch = { ifsc, bank: field(answer.body, 'BANK'), branch: field(answer.body, 'BRANCH'), city: field(answer.body, 'CITY') || null };
    } else {
      throw new ProviderUnavailableError(PROVIDER, `HTTP ${answer.status}`);
    }
    this.remember(ifsc, { branch, expiresAt: now + (branch ? KNOWN_TTL_MS : UNKNOWN_TTL_MS) });
    return branch;
  }

  private remember(ifsc: string, entry: Entry): void {
    this.cache.delete(ifsc);
    if (this.cache.size >= MAX_ENTRIES) {
      const oldest = this.cache.keys().next();
      if (!oldest.done) this.cache.delete(oldest.value);
    }
    this.cache.set(ifsc, entry);
  }
}
