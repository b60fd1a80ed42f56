import { type MigrationInterface, type QueryRunner, Table, TableColumn } from 'typeorm';
import { date, paise, ts, varchar } from './schema-builders.js';

const INVESTMENT_COLUMNS = [
  { ...paise('units_e4'), isNullable: true },
  { ...paise('purchase_price_e4'), isNullable: true },
  date('purchase_price_date', true),
  { ...paise('redemption_price_e4'), isNullable: true },
  date('redemption_date', true),
];

/**
 * Market-linked holdings (mutual funds, gold):
 * - `market_prices`: the dated price of each market-linked plan (India date), rupees × 10^4 per unit (BIGINT);
 * - an investment's units (× 10^4), the price and date they were bought at (the purchase day's price; the date is
 *   set first, the units once that day's price is recorded), and the redemption day's price and date.
 */
export class MarketPrices1736400000001 implements MigrationInterface {
  name = 'MarketPrices1736400000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'market_prices',
        columns: [
          varchar('plan_id', 96, { isPrimary: true }),
          { ...date('price_date'), isPrimary: true },
          paise('price_e4'),
          varchar('source', 32),
          ts('fetched_at'),
        ],
      }),
    );
    await queryRunner.addColumns(
      'investments',
      INVESTMENT_COLUMNS.map((column) => new TableColumn(column)),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns(
      'investments',
      INVESTMENT_COLUMNS.map((column) => column.name),
    );
    await queryRunner.dropTable('market_prices');
  }
}
