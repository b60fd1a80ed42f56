import { Controller, Get, Param, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { TAX_PAPER_PATHS, type TaxPapersResponse } from '@invest/contracts';
import type { FastifyReply } from 'fastify';
import { assertOwnUserId } from '../portfolio/owner.js';
import type { AuthenticatedUser } from '../session/auth-context.js';
import { CurrentUser } from '../session/current-user.decorator.js';
import { SessionGuard } from '../session/session.guard.js';
import { attachment } from './attachment.js';
import { TaxPapersResponseDto } from './dto/tax-papers-response.dto.js';
import { TaxPapersService } from './tax-papers.service.js';

/** The investor's tax papers: TDS certificates per closed quarter and the yearly tax statement, for the signed-in owner only. */
@ApiTags('reports')
@ApiUnauthorizedResponse({ description: 'AUTHENTICATION_REQUIRED' })
@ApiForbiddenResponse({ description: 'FORBIDDEN: the userId is not the signed-in user' })
@UseGuards(SessionGuard)
@Controller('reports')
export class TaxPapersController {
  constructor(private readonly papers: TaxPapersService) {}

  @Get(`:userId/${TAX_PAPER_PATHS.list}`)
  @ApiOkResponse({
    type: TaxPapersResponseDto,
    description: 'The TDS certificates (closed quarters in which TDS was deducted, newest first) and the financial years with a tax statement.',
  })
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @Param('userId') userId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TaxPapersResponse> {
    assertOwnUserId(user, userId);
    reply.header('cache-control', 'no-store');
    return this.papers.list(user.id);
  }

  @Get(':userId/tds-certificates/:quarter')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' }, description: "Form 16A-style TDS certificate of a closed quarter ('2026-27-Q2')." })
  @ApiBadRequestResponse({ description: 'BAD_REQUEST: not a quarter' })
  @ApiConflictResponse({ description: 'CONFLICT: the quarter has not closed yet' })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: no TDS was deducted in the quarter' })
  async certificate(
    @CurrentUser() user: AuthenticatedUser,
    @Param('userId') userId: string,
    @Param('quarter') quarter: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    assertOwnUserId(user, userId);
    const { file } = await this.papers.certificate(user.id, quarter);
    attachment(reply, 'application/pdf', `tds-certificate-${quarter}.pdf`);
    return file;
  }

  @Get(':userId/tax-statements/:financialYear/pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({
    schema: { type: 'string', format: 'binary' },
    description:
      'Tax statement of a financial year (PDF): interest paid, TDS, Form 15G/15H in force, principal repaid, redemption and withdrawal proceeds, every payout.',
  })
  @ApiBadRequestResponse({ description: 'BAD_REQUEST: not a financial year' })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: the year has not begun' })
  async statementPdf(
    @CurrentUser() user: AuthenticatedUser,
    @Param('userId') userId: string,
    @Param('financialYear') year: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | string> {
    assertOwnUserId(user, userId);
    const file = await this.papers.statement(user.id, year, 'pdf', user.language);
    attachment(reply, 'application/pdf', `tax-statement-FY${year}.pdf`);
    return file;
  }

  @Get(':userId/tax-statements/:financialYear/csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    schema: { type: 'string' },
    description: "The same tax statement as CSV (rupees with two decimals); headers in the investor's language (Hindi: UTF-8 with a byte order mark).",
  })
  @ApiBadRequestResponse({ description: 'BAD_REQUEST: not a financial year' })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: the year has not begun' })
  async statementCsv(
    @CurrentUser() user: AuthenticatedUser,
    @Param('userId') userId: string,
    @Param('financialYear') year: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | string> {
    assertOwnUserId(user, userId);
    const file = await this.papers.statement(user.id, year, 'csv', user.language);
    attachment(reply, 'text/csv; charset=utf-8', `tax-statement-FY${year}.csv`);
    return file;
  }
}
