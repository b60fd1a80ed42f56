import { ApiProperty } from '@nestjs/swagger';
import {
  DEMO_STEPS,
  type DemoCreateAccountResponse,
  type DemoInvestResponse,
  type DemoInvestment,
  type DemoPortfolioResponse,
  type DemoPortfolioStats,
  type DemoStep,
  type DemoTransaction,
  type DemoTransactionType,
  type DemoUpdateStepResponse,
} from '@invest/contracts';

export class DemoCreateAccountResponseDto implements DemoCreateAccountResponse {
  @ApiProperty() userId: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ enum: DEMO_STEPS }) step: DemoStep;
  @ApiProperty({ description: 'ISO time; the account is refused and deleted after it.' }) expiresAt: string;
}

export class DemoUpdateStepResponseDto implements DemoUpdateStepResponse {
  @ApiProperty() userId: string;
  @ApiProperty({ enum: DEMO_STEPS }) step: DemoStep;
}

export class DemoInvestmentDto implements DemoInvestment {
  @ApiProperty() id: string;
  @ApiProperty() productName: string;
  @ApiProperty() productType: string;
  @ApiProperty({ description: 'Rupees' }) amount: number;
  @ApiProperty({ description: 'Percent per year' }) returnRate: number;
  @ApiProperty({ description: 'Months' }) duration: number;
  @ApiProperty() maturityDate: string;
  @ApiProperty() investmentDate: string;
}

export class DemoInvestResponseDto implements DemoInvestResponse {
  @ApiProperty({ type: DemoInvestmentDto }) investment: DemoInvestmentDto;
}

class DemoTransactionDto implements DemoTransaction {
  @ApiProperty() id: string;
  @ApiProperty({ enum: ['investment', 'payout', 'fee'] }) type: DemoTransactionType;
  @ApiProperty({ description: 'Rupees, positive' }) amount: number;
  @ApiProperty() createdAt: string;
}

class DemoPortfolioStatsDto implements DemoPortfolioStats {
  @ApiProperty() totalInvested: number;
  @ApiProperty() currentValue: number;
  @ApiProperty() totalGains: number;
  @ApiProperty() averageReturn: number;
  @ApiProperty() activeInvestments: number;
}

class DemoUserDto {
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
}

export class DemoPortfolioResponseDto implements DemoPortfolioResponse {
  @ApiProperty({ type: DemoUserDto }) user: DemoUserDto;
  @ApiProperty({ type: DemoPortfolioStatsDto }) stats: DemoPortfolioStatsDto;
  @ApiProperty({ type: [DemoInvestmentDto] }) investments: DemoInvestmentDto[];
  @ApiProperty({ type: [DemoTransactionDto] }) transactions: DemoTransactionDto[];
}
