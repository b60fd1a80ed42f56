import { Controller, Get, Inject, Param, Res, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiProduces, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { REPORT_FILES } from '@invest/contracts';
import type { FastifyReply } from 'fastify';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { NomineeChoice } from '../nominees/nominee-choice.js';
import { assertOwnUserId } from '../portfolio/owner.js';
import { PortfolioService } from '../portfolio/portfolio.service.js';
import { indiaDate } from '../portfolio/valuation.js';
import type { AuthenticatedUser } from '../session/auth-context.js';
import { CurrentUser } from '../session/current-user.decorator.js';
import { SessionGuard } from '../session/session.guard.js';
import { TdsLedger } from '../tds/tds-ledger.js';
import { maskPhone } from '../users/mask-phone.js';
import { AccountHolder } from './account-holder.js';
import { attachment } from './attachment.js';
import { statementCsv } from './statement-csv.js';
import { buildStatementPdf } from './statement-pdf.js';

/** Statements the dashboard downloads: the same figures as the dashboard, for the signed-in user only. */
@ApiTags('reports')
@ApiUnauthorizedResponse({ description: 'AUTHENTICATION_REQUIRED' })
@ApiForbiddenResponse({ description: 'FORBIDDEN: the userId is not the signed-in user' })
@UseGuards(SessionGuard)
@Controller('reports')
export class ReportsController {
  constructor(
    private readonly portfolio: PortfolioService,
    private readonly tds: TdsLedger,
    private readonly nominees: NomineeChoice,
    private readonly holders: AccountHolder,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get(`:userId/${REPORT_FILES.pdf}`)
  @ApiProduces('application/pdf')
  @ApiOkResponse({
    schema: { type: 'string', format: 'binary' },
    description:
      'Portfolio & ROI statement (PDF): the KYC holder’s name and masked PAN, totals, XIRR, holdings, transactions, payouts (gross, TDS, net, account last 4), totals per financial year, nominee.',
  })
  async pdf(@CurrentUser() user: AuthenticatedUser, @Param('userId') userId: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    assertOwnUserId(user, userId);
    const generatedAt = this.clock.now();
    const snapshot = await this.portfolio.snapshot(user.id);
    const [yearTotals, nominee, holder] = await Promise.all([this.tds.yearTotals(user.id), this.nominees.of(user.id), this.holders.of(user.id)]);
    const file = await buildStatementPdf({ snapshot, generatedAt, holder, account: maskPhone(user.phone), yearTotals, nominee, language: user.language });
    attachment(reply, 'application/pdf', `portfolio-statement-${indiaDate(generatedAt)}.pdf`);
    return file;
  }

  @Get(`:userId/${REPORT_FILES.csv}`)
  @ApiProduces('text/csv')
  @ApiOkResponse({
    schema: { type: 'string' },
    description:
      "Statement (CSV): the transactions, newest first; then the payouts (state, gross, TDS, net, account last 4), the totals per financial year and the nominee, each after a blank line. Headers in the investor's language (Hindi: UTF-8 with a byte order mark).",
  })
  async csv(@CurrentUser() user: AuthenticatedUser, @Param('userId') userId: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    assertOwnUserId(user, userId);
    const generatedAt = this.clock.now();
    const transactions = await this.portfolio.transactions(user.id, 10_000);
    const [payouts, yearTotals, nominee] = await Promise.all([
      this.portfolio.payouts(user.id, { upcoming: false, limit: 10_000 }),
      this.tds.yearTotals(user.id),
      this.nominees.of(user.id),
    ]);
    attachment(reply, 'text/csv; charset=utf-8', `transactions-${indiaDate(generatedAt)}.csv`);
    return statementCsv({ transactions, payouts, yearTotals, nominee, asOf: indiaDate(generatedAt), language: user.language });
  }
}
