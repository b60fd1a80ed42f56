import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { type CardDetails, NET_BANKING_BANKS, type NetBankingBank, PAYMENT_METHODS, type PaymentMethodValue, type ProcessPaymentRequest } from '@invest/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';

/** Shape only; the rules (Luhn, expiry, spec messages) are checked by the service. Never stored, never logged. */
export class CardDetailsDto implements CardDetails {
  @ApiProperty({ example: '4111 1111 1111 1111' })
  @IsString()
  @MaxLength(23)
  number: string;

  @ApiProperty({ example: '12/30' })
  @IsString()
  @MaxLength(5)
  expiry: string;

  @ApiProperty({ example: '123' })
  @IsString()
  @MaxLength(4)
  cvv: string;

  @ApiProperty({ example: 'Asha Rao' })
  @IsString()
  @MaxLength(100)
  holder: string;
}

export class ProcessPaymentDto implements ProcessPaymentRequest {
  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(36)
  investmentId: string;

  @ApiProperty({ example: '100000', description: 'The investment amount in rupees, as a string; the ₹330 fee is added.' })
  @IsString({ message: 'amount must be a string of rupees, such as "100000".' })
  @Matches(/^\d{1,12}(\.\d{1,2})?$/, { message: 'amount must be a string of rupees, such as "100000".' })
  amount: string;

  @ApiProperty({ enum: PAYMENT_METHODS })
  @IsIn(PAYMENT_METHODS, { message: `paymentMethod must be one of ${PAYMENT_METHODS.join(', ')}.` })
  paymentMethod: PaymentMethodValue;

  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(36)
  userId: string;

  @ApiPropertyOptional({ example: 'asha.rao@okaxis' })
  @IsOptional()
  @IsString()
  @MaxLength(330)
  upiId?: string;

  @ApiPropertyOptional({ enum: NET_BANKING_BANKS })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  bank?: NetBankingBank;

  @ApiPropertyOptional({ type: CardDetailsDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => CardDetailsDto)
  cardDetails?: CardDetailsDto;
}
