import { Module } from '@nestjs/common';
import { KycModule } from '../kyc/kyc.module.js';
import { NomineesModule } from '../nominees/nominees.module.js';
import { PortfolioModule } from '../portfolio/portfolio.module.js';
import { SessionModule } from '../session/session.module.js';
import { TdsModule } from '../tds/tds.module.js';
import { AccountHolder } from './account-holder.js';
import { ReportsController } from './reports.controller.js';
import { TaxPapersController } from './tax-papers.controller.js';
import { TaxPapersService } from './tax-papers.service.js';

/**
 * Downloadable statements (PDF, CSV) built from the portfolio read model, the TDS totals and the nominee; the tax
 * papers (TDS certificates, yearly tax statement) and ops' quarterly TDS return extract (TaxPapersService, exported
 * for the internal port).
 */
@Module({
  imports: [PortfolioModule, SessionModule, TdsModule, NomineesModule, KycModule],
  controllers: [ReportsController, TaxPapersController],
  providers: [TaxPapersService, AccountHolder],
  exports: [TaxPapersService],
})
export class ReportsModule {}
