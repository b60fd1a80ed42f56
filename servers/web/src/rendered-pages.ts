/** At most this many URLs are kept (any query string makes a URL of its own). */
const MAX_PAGES = 256;

/**
 * Public pages rendered lately, by URL, each with the version of its remote's server build it was rendered from and
 * when. A page is reused while it is younger than `reuseMs` and its remote is still at that version; the oldest goes
 * when the map is full. Only public pages are kept: nothing here depends on a cookie.
 */
export class RenderedPages<Page> {
  private readonly pages = new Map<string, { version: string; at: number; page: Page }>();
  private readonly reuseMs: number;
  private readonly now: () => number;

  constructor(reuseMs: number, now: () => number = () => performance.now()) {
    this.reuseMs = reuseMs;
    this.now = now;
  }

  get(url: string, version: string): Page | undefined {
    const kept = this.pages.get(url);
    if (!kept) return undefined;
    if (kept.version !== version || this.now() - kept.at >= this.reuseMs) {
      this.pages.delete(url);
      return undefined;
    }
    return kept.page;
  }

  set(url: string, version: string, page: Page): void {
    this.pages.delete(url);
    this.pages.set(url, { version, at: this.now(), page });
    if (this.pages.size > MAX_PAGES) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
  }
}
