import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { type CreateInvestmentRequest, INVESTMENT_LIMITS, PaymentValidationMessage } from '@invest/contracts';
import { IsInt, IsISO8601, IsNotEmpty, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

export class CreateInvestmentDto implements CreateInvestmentRequest {
  @ApiProperty({ description: "Must be the signed-in user's id." })
  @IsString()
  @IsNotEmpty()
  @MaxLength(36)
  userId: string;

  @ApiProperty({ example: 'Fixed Deposits', description: "Category label: 'Fixed Deposits', 'Government Bonds', 'Gold', ..." })
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  productType: string;

  @ApiProperty({ example: '12 Months FD' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(120)
  productName: string;

  @ApiProperty({ example: 100000, minimum: INVESTMENT_LIMITS.minimumAmount, description: 'Rupees, at most 2 decimals.' })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'amount must be a number of rupees.' })
  @Min(INVESTMENT_LIMITS.minimumAmount, { message: PaymentValidationMessage.Minimum })
  @Max(INVESTMENT_LIMITS.maximumAmount, { message: 'amount is above the largest investment accepted online.' })
  amount: number;

  @ApiProperty({ example: '2026-11-22T08:00:00.000Z' })
  @IsISO8601({ strict: true }, { message: 'investmentDate must be an ISO 8601 date.' })
  investmentDate: string;

  @ApiPropertyOptional({ example: 12, description: 'Months (default 12).' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(INVESTMENT_LIMITS.maximumDurationMonths)
  duration?: number;

  @ApiPropertyOptional({ example: '18', description: 'First number of the returns text, % p.a.' })
  @IsOptional()
  @IsString()
  @Matches(/^\d{1,3}(\.\d{1,2})?$/, { message: 'returnRate must be a number such as "18" or "17.5".' })
  returnRate?: string;
}
