import { Module } from '@nestjs/common';
import { BankAccountsModule } from '../bank-accounts/bank-accounts.module.js';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { InvestmentRecordsModule } from '../investments/investment-records.module.js';
import { PayoutRecordsModule } from '../payouts/payout-records.module.js';
import { PayoutsModule } from '../payouts/payouts.module.js';
import { SessionModule } from '../session/session.module.js';
import { HttpMarketPriceFeed, MARKET_PRICE_FEED } from './market-price-feed.js';
import { MarketPriceSweep } from './market-price-sweep.service.js';
import { MarketPrices } from './market-prices.service.js';
import { RedemptionController } from './redemption.controller.js';
import { RedemptionService } from './redemption.service.js';

/**
 * Market-linked holdings (mutual funds, gold): the catalogue's dated prices from AMFI's NAV files and the gold price
 * feed (MarketPrices, MarketPriceSweep), and redemption on request (POST /api/investments/{id}/redemption), paid
 * through the payouts' RazorpayX path. Units are bought when the payment settles (unit-allotment.ts).
 */
@Module({
  imports: [SessionModule, CatalogueModule, BankAccountsModule, PayoutsModule, InvestmentRecordsModule, PayoutRecordsModule],
  controllers: [RedemptionController],
  providers: [MarketPrices, MarketPriceSweep, RedemptionService, { provide: MARKET_PRICE_FEED, useClass: HttpMarketPriceFeed }],
  exports: [MarketPrices, MarketPriceSweep],
})
export class MarketModule {}
