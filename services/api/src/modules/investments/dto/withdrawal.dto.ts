import { ApiProperty } from '@nestjs/swagger';
import { type WithdrawalConfirmRequest, type WithdrawalConfirmResponse, type WithdrawalPreview, ValidationMessage } from '@invest/contracts';
import { IsString, Matches, MaxLength } from 'class-validator';

export class WithdrawalPreviewDto implements WithdrawalPreview {
  @ApiProperty({ format: 'uuid' }) investmentId: string;
  @ApiProperty({ description: 'Echo it in the confirmation; a stale one is refused (409).' }) quoteId: string;
  @ApiProperty({ format: 'date', description: 'The day it is paid (India date)' }) date: string;
  @ApiProperty({ example: 100000 }) principal: number;
  @ApiProperty({ example: 4931.5, description: 'Interest earned from the investment date to `date`' }) interestAccrued: number;
  @ApiProperty({ example: 3000, description: 'Interest already paid out by the monthly payouts' }) interestPaid: number;
  @ApiProperty({ example: 1, description: "The plan's penalty, % of the interest earned" }) penaltyPercent: number;
  @ApiProperty({ example: 49.32 }) penalty: number;
  @ApiProperty({ example: 0 }) tds: number;
  @ApiProperty({ example: 101882.18, description: 'principal + interestAccrued − interestPaid − penalty − tds: what the bank account receives' })
  amount: number;
  @ApiProperty({ type: String, nullable: true, example: '9012' }) bankLast4: string | null;
}

export class WithdrawalConfirmDto implements WithdrawalConfirmRequest {
  @ApiProperty({ description: 'The quoteId of the preview being confirmed' })
  @IsString({ message: 'quoteId is required.' })
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'quoteId is required.' })
  @MaxLength(64, { message: 'quoteId is required.' })
  quoteId: string;

  @ApiProperty({ example: '123456', pattern: '^[0-9]{6}$', description: "The code sent by POST /api/otp/generate (type 'kyc') to the investor's phone" })
  @IsString({ message: ValidationMessage.Otp })
  @Matches(/^\d{6}$/, { message: ValidationMessage.Otp })
  otp: string;
}

class WithdrawnInvestmentDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['withdrawing', 'withdrawn'] }) status: 'withdrawing' | 'withdrawn';
}

class WithdrawalPayoutDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'date' }) date: string;
  @ApiProperty() gross: number;
  @ApiProperty() tds: number;
  @ApiProperty() net: number;
  @ApiProperty({ enum: ['pending', 'processing', 'paid', 'reversed'] }) status: 'pending' | 'processing' | 'paid' | 'reversed';
}

export class WithdrawalConfirmResponseDto implements WithdrawalConfirmResponse {
  @ApiProperty() message: string;
  @ApiProperty({ type: WithdrawnInvestmentDto }) investment: WithdrawnInvestmentDto;
  @ApiProperty({ type: WithdrawalPayoutDto }) payout: WithdrawalPayoutDto;
}
