import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type DemoCreateAccountResponse,
  type DemoInvestResponse,
  type DemoPortfolioResponse,
  type DemoUpdateStepResponse,
} from '@invest/contracts';
import type { FastifyRequest } from 'fastify';
import { CreateDemoAccountDto } from './dto/create-demo-account.dto.js';
import { DemoInvestDto } from './dto/demo-invest.dto.js';
import { DemoCreateAccountResponseDto, DemoInvestResponseDto, DemoPortfolioResponseDto, DemoUpdateStepResponseDto } from './dto/demo-responses.dto.js';
import { UpdateDemoStepDto } from './dto/update-demo-step.dto.js';
import { DemoService } from './demo.service.js';

const GONE = 'NOT_FOUND: unknown or expired demo account (accounts last 24 hours)';

/** Product §7 demo calls. The demo user id is the only credential; demo data never touches real accounts. */
@ApiTags('demo')
@ApiHeader({ name: CSRF_HEADER, required: false, description: 'Required on POST.', schema: { type: 'string', enum: [CSRF_HEADER_VALUE] } })
@Controller('demo')
export class DemoController {
  constructor(private readonly demo: DemoService) {}

  @Post('create-account')
  @ApiCreatedResponse({ type: DemoCreateAccountResponseDto })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED' })
  @ApiTooManyRequestsResponse({ description: 'RATE_LIMITED (10 sign-ups per client address per hour); Retry-After set.' })
  createAccount(@Body() body: CreateDemoAccountDto, @Req() request: FastifyRequest): Promise<DemoCreateAccountResponse> {
    return this.demo.createAccount(body, request.ip);
  }

  @Post('update-step')
  @HttpCode(200)
  @ApiOkResponse({ type: DemoUpdateStepResponseDto })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED' })
  @ApiNotFoundResponse({ description: GONE })
  updateStep(@Body() body: UpdateDemoStepDto): Promise<DemoUpdateStepResponse> {
    return this.demo.updateStep(body.userId, body.step);
  }

  @Post('invest')
  @ApiCreatedResponse({ type: DemoInvestResponseDto })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED (unknown product, amount out of bounds, wrong rate)' })
  @ApiNotFoundResponse({ description: GONE })
  @ApiConflictResponse({ description: 'CONFLICT: the account holds the most investments allowed' })
  invest(@Body() body: DemoInvestDto): Promise<DemoInvestResponse> {
    return this.demo.invest(body);
  }

  @Get('portfolio/:userId')
  @ApiOkResponse({ type: DemoPortfolioResponseDto })
  @ApiNotFoundResponse({ description: GONE })
  portfolio(@Param('userId') userId: string): Promise<DemoPortfolioResponse> {
    return this.demo.portfolio(userId.slice(0, 64));
  }
}
