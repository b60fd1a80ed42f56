import { Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CSRF_HEADER, CSRF_HEADER_VALUE, type RedemptionResponse } from '@invest/contracts';
import type { AuthenticatedUser } from '../session/auth-context.js';
import { CurrentUser } from '../session/current-user.decorator.js';
import { SessionGuard } from '../session/session.guard.js';
import { RedemptionResponseDto } from './dto/redemption-response.dto.js';
import { RedemptionService } from './redemption.service.js';

@ApiTags('investments')
@ApiHeader({ name: CSRF_HEADER, required: true, schema: { type: 'string', enum: [CSRF_HEADER_VALUE] } })
@Controller('investments')
export class RedemptionController {
  constructor(private readonly redemptions: RedemptionService) {}

  @Post(':id/redemption')
  @HttpCode(201)
  @UseGuards(SessionGuard)
  @ApiCreatedResponse({ type: RedemptionResponseDto, description: 'The whole holding redeemed at today’s price; the payout is on its way.' })
  @ApiUnauthorizedResponse({ description: 'AUTHENTICATION_REQUIRED' })
  @ApiForbiddenResponse({ description: 'BANK_ACCOUNT_REQUIRED: no verified bank account to pay into' })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: no such investment of the signed-in investor' })
  @ApiConflictResponse({
    description: 'CONFLICT: not a mutual fund or gold holding, not active, already redeeming, units not allotted, or no price for today yet',
  })
  redeem(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<RedemptionResponse> {
    return this.redemptions.redeem(user.id, id);
  }
}
