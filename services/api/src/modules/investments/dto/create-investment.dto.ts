import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { type CreateInvestmentRequest, INVESTMENT_LIMITS, PaymentValidationMessage } from '@invest/contracts';
import { IsInt, IsISO8601, IsNotEmpty, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

export class CreateInvestmentDto implements CreateInvestmentRequest {
  @ApiProperty({ description: "Must be the signed-in user's id." })
  @IsString()
  @IsNotEmpty()
  @MaxLength(36)
  userId: string;

  @ApiProperty({ example: 'plan.fixed-deposits.long-term-fd', description: 'The catalogue plan (GET /api/catalogue/plans); it decides every term.' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(96)
  planId: string;

  @ApiPropertyOptional({ example: 'Fixed Deposits', description: 'Checked against the plan (422 PLAN_TERMS_MISMATCH when it disagrees); never trusted.' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  productType?: string;

  @ApiPropertyOptional({ example: 'Long Term FD', description: 'Checked against the plan; never trusted.' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(120)
  productName?: string;

  @ApiProperty({ example: 100000, minimum: INVESTMENT_LIMITS.minimumAmount, description: 'Rupees, at most 2 decimals.' })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'amount must be a number of rupees.' })
  @Min(INVESTMENT_LIMITS.minimumAmount, { message: PaymentValidationMessage.Minimum })
  @Max(INVESTMENT_LIMITS.maximumAmount, { message: 'amount is above the largest investment accepted online.' })
  amount: number;

  @ApiProperty({ example: '2026-11-22T08:00:00.000Z' })
  @IsISO8601({ strict: true }, { message: 'investmentDate must be an ISO 8601 date.' })
  investmentDate: string;

  @ApiPropertyOptional({ example: 36, description: "Months, within the plan's tenure range (default: the plan's)." })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(INVESTMENT_LIMITS.maximumDurationMonths)
  duration?: number;

  @ApiPropertyOptional({ example: '22', description: "First number of the returns text, % p.a.; checked against the plan's rate, never trusted." })
  @IsOptional()
  @IsString()
  @Matches(/^\d{1,3}(\.\d{1,2})?$/, { message: 'returnRate must be a number such as "18" or "17.5".' })
  returnRate?: string;
}
