import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  NET_BANKING_BANKS,
  type NetBankingBank,
  PAYMENT_METHODS,
  type PaymentMethodValue,
  type ProcessPaymentRequest,
  TERMS_VERSION,
  TermsMessage,
  type VerifyPaymentRequest,
} from '@invest/contracts';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

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

  @ApiPropertyOptional({ description: 'UPI: also set up a UPI AutoPay mandate (Razorpay recurring payments).' })
  @IsOptional()
  @IsBoolean()
  autoPay?: boolean;

  @ApiPropertyOptional({
    example: TERMS_VERSION,
    maxLength: 16,
    description:
      'The version of the Terms & Conditions and Risk Disclosure the investor ticked: needed until the current version is accepted (else 400 CONSENT_REQUIRED).',
  })
  @IsOptional()
  @IsString({ message: TermsMessage.Required })
  @MaxLength(16, { message: TermsMessage.Required })
  termsVersion?: string;
}

/** POST /api/payments/verify: the checkout's handler response, or only the order id after a failure. */
export class VerifyPaymentDto implements VerifyPaymentRequest {
  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(36)
  investmentId: string;

  @ApiProperty({ example: 'order_EKwxwAgItmmXdp' })
  @IsString()
  @Matches(/^order_[A-Za-z0-9]{1,40}$/, { message: 'razorpay_order_id must be a gateway order id.' })
  razorpay_order_id: string;

  @ApiPropertyOptional({ example: 'pay_29QQoUBi66xm2f' })
  @IsOptional()
  @IsString()
  @Matches(/^pay_[A-Za-z0-9]{1,40}$/, { message: 'razorpay_payment_id must be a gateway payment id.' })
  razorpay_payment_id?: string;

  @ApiPropertyOptional({ description: 'Hex HMAC-SHA256 of order_id|payment_id' })
  @IsOptional()
  @IsString()
  @MaxLength(128)
  razorpay_signature?: string;
}
