import { ApiProperty } from '@nestjs/swagger';
import { CATEGORY_KEYS, type CategoryKey, type CreatedInvestment, type CreateInvestmentResponse, type InvestmentStatusValue } from '@invest/contracts';

export class CreatedInvestmentDto implements CreatedInvestment {
  @ApiProperty() id: string;
  @ApiProperty({ type: String, nullable: true, description: 'The catalogue plan the terms were taken from' }) planId: string | null;
  @ApiProperty() userId: string;
  @ApiProperty() productType: string;
  @ApiProperty() productName: string;
  @ApiProperty({ enum: CATEGORY_KEYS }) category: CategoryKey;
  @ApiProperty({ description: 'Rupees' }) amount: number;
  @ApiProperty({ type: Number, nullable: true }) returnRate: number | null;
  @ApiProperty({ type: Number, nullable: true }) monthlyRate: number | null;
  @ApiProperty({ type: Number, nullable: true }) durationMonths: number | null;
  @ApiProperty({ example: '2026-11-22' }) investmentDate: string;
  @ApiProperty({ type: String, nullable: true }) maturityDate: string | null;
  @ApiProperty({ enum: ['pending_payment', 'active', 'payment_failed', 'matured', 'withdrawing', 'withdrawn', 'redeeming', 'redeemed'] })
  status: InvestmentStatusValue;
}

export class CreateInvestmentResponseDto implements CreateInvestmentResponse {
  @ApiProperty({ example: 'Investment created. Complete the payment to activate it.' }) message: string;
  @ApiProperty({ type: CreatedInvestmentDto }) investment: CreatedInvestmentDto;
}
