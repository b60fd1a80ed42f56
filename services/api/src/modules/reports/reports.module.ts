import { Module } from '@nestjs/common';
import { NomineesModule } from '../nominees/nominees.module.js';
import { PortfolioModule } from '../portfolio/portfolio.module.js';
import { SessionModule } from '../session/session.module.js';
import { TdsModule } from '../tds/tds.module.js';
import { ReportsController } from './reports.controller.js';

/** Downloadable statements (PDF, CSV) built from the portfolio read model, the TDS totals and the nominee. */
@Module({ imports: [PortfolioModule, SessionModule, TdsModule, NomineesModule], controllers: [ReportsController] })
export class ReportsModule {}
