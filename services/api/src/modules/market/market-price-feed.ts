import { Inject, Injectable } from '@nestjs/common';
import { field, getJson } from '../../common/providers/post-json.js';
import { ProviderUnavailableError } from '../../common/providers/provider-unavailable.error.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { type AmfiNav, formatAmfiDate, parseNavFile } from './amfi-nav-file.js';
import { parseE4 } from './unit-arithmetic.js';

/** A day's gold price per gram (999 purity), rupees × 10^4. */
export interface GoldPrice {
  date: string;
  priceE4: number;
}

/** The outside price sources the catalogue's market prices are read from. */
export interface MarketPriceFeed {
  /** AMFI's NAVs published for `date` ('YYYY-MM-DD'); [] when none were (a holiday, not yet published). */
  navsOn(date: string): Promise<AmfiNav[]>;
  /** The gold price of `date`, or null when none is published (or no gold feed is configured). */
  goldOn(date: string): Promise<GoldPrice | null>;
}

export const MARKET_PRICE_FEED = Symbol('MARKET_PRICE_FEED');

/**
 * The real adapters: AMFI's NAV history report of one day (`GET /DownloadNAVHistoryReport_Po.aspx?frmdt=&todt=`,
 * the semicolon file amfi-nav-file.ts reads) and the gold price feed's JSON (`GET <url>/v1/price?date=` with an
 * `x-api-key`: `{ date, currency: 'INR', unit: 'gram', purity: '999', price: '7523.4500' }`). Network failures and
 * timeouts are ProviderUnavailableError; the sweep tries again later.
 */
@Injectable()
export class HttpMarketPriceFeed implements MarketPriceFeed {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async navsOn(date: string): Promise<AmfiNav[]> {
    const { amfiUrl, timeoutMs } = this.config.marketPrices;
    const day = formatAmfiDate(date);
    let response: Response;
    try {
      response = await fetch(`${amfiUrl}/DownloadNAVHistoryReport_Po.aspx?frmdt=${day}&todt=${day}`, {
        headers: { accept: 'text/plain' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new ProviderUnavailableError('AMFI', 'could not be reached');
    }
    if (!response.ok) throw new ProviderUnavailableError('AMFI', `answered ${response.status}`);
    return parseNavFile(await response.text()).filter((nav) => nav.date === date);
  }

  async goldOn(date: string): Promise<GoldPrice | null> {
    const { goldUrl, goldApiKey, timeoutMs } = this.config.marketPrices;
    if (goldUrl === null) return null;
    const answer = await getJson('Gold price feed', `${goldUrl}/v1/price?date=${date}`, { 'x-api-key': goldApiKey }, timeoutMs);
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw new ProviderUnavailableError('Gold price feed', `answered ${answer.status}`);
    const priceE4 = parseE4(field(answer.body, 'price'));
    if (field(answer.body, 'date') !== date || field(answer.body, 'currency') !== 'INR' || priceE4 === null || priceE4 === 0) {
      throw new ProviderUnavailableError('Gold price feed', 'answered an unusable price');
    }
    return { date, priceE4 };
  }
}
