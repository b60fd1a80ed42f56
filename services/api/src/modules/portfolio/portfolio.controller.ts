import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { PORTFOLIO_LIMITS, type PortfolioInvestment, type PortfolioPayout, type PortfolioResponse, type PortfolioTransaction } from '@invest/contracts';
import type { AuthenticatedUser } from '../session/auth-context.js';
import { CurrentUser } from '../session/current-user.decorator.js';
import { SessionGuard } from '../session/session.guard.js';
import { ListQueryDto, PayoutQueryDto } from './dto/list-query.dto.js';
import { assertOwnUserId } from './owner.js';
import { PortfolioService } from './portfolio.service.js';
import { PortfolioInvestmentDto, PortfolioPayoutDto, PortfolioResponseDto, PortfolioTransactionDto } from './dto/portfolio-responses.dto.js';

/** The dashboard's reads (product §7): each answers only for the signed-in user. */
@ApiTags('portfolio')
@ApiUnauthorizedResponse({ description: 'AUTHENTICATION_REQUIRED' })
@ApiForbiddenResponse({ description: 'FORBIDDEN: the userId is not the signed-in user' })
@UseGuards(SessionGuard)
@Controller()
export class PortfolioController {
  constructor(private readonly portfolio: PortfolioService) {}

  @Get('portfolio/:userId')
  @ApiOkResponse({ type: PortfolioResponseDto, description: 'Totals, breakdown by category, XIRR' })
  getPortfolio(@CurrentUser() user: AuthenticatedUser, @Param('userId') userId: string): Promise<PortfolioResponse> {
    assertOwnUserId(user, userId);
    return this.portfolio.portfolio(user.id);
  }

  @Get('investments/user/:userId')
  @ApiOkResponse({
    type: PortfolioInvestmentDto,
    isArray: true,
    description: 'The holdings (investments that were paid for), newest first; a payment attempt that was declined or never paid is not one.',
  })
  getInvestments(@CurrentUser() user: AuthenticatedUser, @Param('userId') userId: string, @Query() query: ListQueryDto): Promise<PortfolioInvestment[]> {
    assertOwnUserId(user, userId);
    return this.portfolio.investments(user.id, query.limit ?? PORTFOLIO_LIMITS.maxList);
  }

  @Get('transactions/user/:userId')
  @ApiOkResponse({ type: PortfolioTransactionDto, isArray: true, description: 'Newest first (the dashboard asks for limit=5)' })
  getTransactions(@CurrentUser() user: AuthenticatedUser, @Param('userId') userId: string, @Query() query: ListQueryDto): Promise<PortfolioTransaction[]> {
    assertOwnUserId(user, userId);
    return this.portfolio.transactions(user.id, query.limit ?? PORTFOLIO_LIMITS.defaultList);
  }

  @Get('payouts/user/:userId')
  @ApiOkResponse({ type: PortfolioPayoutDto, isArray: true, description: 'Soonest first (the dashboard asks for upcoming=true&limit=3)' })
  getPayouts(@CurrentUser() user: AuthenticatedUser, @Param('userId') userId: string, @Query() query: PayoutQueryDto): Promise<PortfolioPayout[]> {
    assertOwnUserId(user, userId);
    return this.portfolio.payouts(user.id, {
      upcoming: query.upcoming ?? false,
      limit: query.limit ?? PORTFOLIO_LIMITS.maxList,
    });
  }
}
