import { Module } from '@nestjs/common';
import { PortfolioModule } from '../portfolio/portfolio.module.js';
import { SessionModule } from '../session/session.module.js';
import { ReportsController } from './reports.controller.js';

/** Downloadable statements (PDF, CSV) built from the portfolio read model. */
@Module({ imports: [PortfolioModule, SessionModule], controllers: [ReportsController] })
export class ReportsModule {}
