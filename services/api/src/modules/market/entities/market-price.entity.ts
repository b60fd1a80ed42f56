import { Column, Entity, PrimaryColumn } from 'typeorm';
import { calendarDateColumn, paiseColumn, timestampColumn } from '../../../database/columns.js';

/**
 * The catalogue's dated price of a market-linked plan: a fund's NAV per unit, or gold per gram, as the price feed
 * published it for that day (India date). `priceE4` is rupees × 10^4 (four decimals, exact: see unit-arithmetic.ts).
 */
@Entity({ name: 'market_prices' })
export class MarketPriceEntity {
  @PrimaryColumn({ name: 'plan_id', type: 'varchar', length: 96 })
  planId: string;

  @PrimaryColumn({ name: 'price_date', type: 'date', transformer: calendarDateColumn('price_date').transformer })
  priceDate: string;

  /** Rupees × 10^4 per unit (BIGINT, read as a JS number like paise). */
  @Column(paiseColumn('price_e4'))
  priceE4: number;

  /** 'amfi:<scheme code>' or 'gold'. */
  @Column({ type: 'varchar', length: 32 })
  source: string;

  @Column(timestampColumn('fetched_at'))
  fetchedAt: Date;
}
