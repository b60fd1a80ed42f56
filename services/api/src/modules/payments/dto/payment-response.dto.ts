import { ApiExtraModels, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type AutoPayMandate,
  type GatewayCheckout,
  PAYMENT_METHODS,
  type PaymentCompletedResponse,
  type PaymentMethodValue,
  type PaymentProcessingResponse,
  type PaymentReceipt,
  type ProcessPaymentResponse,
} from '@invest/contracts';

export class PaymentReceiptDto implements PaymentReceipt {
  @ApiProperty() id: string;
  @ApiProperty() investmentId: string;
  @ApiProperty({ enum: PAYMENT_METHODS }) method: PaymentMethodValue;
  @ApiProperty({ enum: ['completed', 'failed', 'processing'] }) status: 'completed' | 'failed' | 'processing';
  @ApiProperty({ description: 'Rupees' }) amount: number;
  @ApiProperty({ example: 330 }) fee: number;
  @ApiProperty() total: number;
  @ApiProperty({ type: String, nullable: true, example: 'VISA •••• 1111' }) instrument: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The gateway's payment id" }) gatewayReference: string | null;
  @ApiProperty() createdAt: string;
}

class ActivatedInvestmentDto {
  @ApiProperty() id: string;
  @ApiProperty({ enum: ['active'] }) status: 'active';
}

class AutoPayMandateDto implements AutoPayMandate {
  @ApiProperty() customerId: string;
  @ApiProperty({ description: 'Rupees' }) maxAmount: number;
  @ApiProperty({ enum: ['monthly', 'as_presented'] }) frequency: 'monthly' | 'as_presented';
  @ApiProperty({ example: '2036-11-23' }) validUntil: string;
}

class CheckoutPrefillDto {
  @ApiProperty({ enum: ['upi', 'netbanking', 'card'] }) method: 'upi' | 'netbanking' | 'card';
  @ApiPropertyOptional() vpa?: string;
  @ApiPropertyOptional({ description: "Razorpay's bank code" }) bank?: string;
}

export class GatewayCheckoutDto implements GatewayCheckout {
  @ApiProperty({ enum: ['razorpay'] }) gateway: 'razorpay';
  @ApiProperty() keyId: string;
  @ApiProperty() orderId: string;
  @ApiProperty({ description: 'Paise: investment amount + fee' }) amountPaise: number;
  @ApiProperty({ enum: ['INR'] }) currency: 'INR';
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty({ enum: ['upi', 'netbanking', 'card'] }) method: 'upi' | 'netbanking' | 'card';
  @ApiProperty({ type: CheckoutPrefillDto }) prefill: CheckoutPrefillDto;
  @ApiProperty({ type: AutoPayMandateDto, nullable: true }) autoPay: AutoPayMandateDto | null;
  @ApiProperty() sandbox: boolean;
}

export class ProcessPaymentResponseDto implements ProcessPaymentResponse {
  @ApiProperty({ example: 'Complete the payment in the checkout.' }) message: string;
  @ApiProperty() paymentId: string;
  @ApiProperty({ example: 1 }) attempt: number;
  @ApiProperty({ enum: ['created'] }) status: 'created';
  @ApiProperty({ type: GatewayCheckoutDto }) checkout: GatewayCheckoutDto;
}

export class PaymentCompletedResponseDto implements PaymentCompletedResponse {
  @ApiProperty({ enum: ['completed'] }) status: 'completed';
  @ApiProperty({ example: 'Payment successful. Your investment is active.' }) message: string;
  @ApiProperty({ type: PaymentReceiptDto }) payment: PaymentReceiptDto;
  @ApiProperty({ type: ActivatedInvestmentDto }) investment: ActivatedInvestmentDto;
  @ApiProperty() payoutsScheduled: number;
}

@ApiExtraModels(PaymentCompletedResponseDto)
export class PaymentProcessingResponseDto implements PaymentProcessingResponse {
  @ApiProperty({ enum: ['processing'] }) status: 'processing';
  @ApiProperty({ example: 'Waiting for your bank to confirm the payment.' }) message: string;
  @ApiProperty() paymentId: string;
}
