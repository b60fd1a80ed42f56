import { ApiProperty } from '@nestjs/swagger';
import { PAYMENT_METHODS, type PaymentMethodValue, type PaymentReceipt, type ProcessPaymentResponse } from '@invest/contracts';

export class PaymentReceiptDto implements PaymentReceipt {
  @ApiProperty() id: string;
  @ApiProperty() investmentId: string;
  @ApiProperty({ enum: PAYMENT_METHODS }) method: PaymentMethodValue;
  @ApiProperty({ enum: ['completed', 'failed'] }) status: 'completed' | 'failed';
  @ApiProperty({ description: 'Rupees' }) amount: number;
  @ApiProperty({ example: 330 }) fee: number;
  @ApiProperty() total: number;
  @ApiProperty({ type: String, nullable: true, example: 'VISA •••• 1111' }) instrument: string | null;
  @ApiProperty({ type: String, nullable: true }) gatewayReference: string | null;
  @ApiProperty() createdAt: string;
}

class ActivatedInvestmentDto {
  @ApiProperty() id: string;
  @ApiProperty({ enum: ['active'] }) status: 'active';
}

export class ProcessPaymentResponseDto implements ProcessPaymentResponse {
  @ApiProperty({ example: 'Payment successful. Your investment is active.' }) message: string;
  @ApiProperty({ type: PaymentReceiptDto }) payment: PaymentReceiptDto;
  @ApiProperty({ type: ActivatedInvestmentDto }) investment: ActivatedInvestmentDto;
  @ApiProperty() payoutsScheduled: number;
}
