import { ApiProperty } from '@nestjs/swagger';
import type { BankAccountOtpResponse, BankAccountResponse, BankAccountStatus, BankAccountView, IfscLookupResponse } from '@invest/contracts';

/** OpenAPI descriptions of the bank-account answers (the types live in @invest/contracts). */
export class BankAccountViewDto implements BankAccountView {
  @ApiProperty({ enum: ['verifying', 'verified', 'failed'] })
  status: BankAccountStatus;

  @ApiProperty({ example: '9012', description: 'The last four digits; the rest of the number is never answered.' })
  last4: string;

  @ApiProperty({ example: 'SBIN0000300' })
  ifsc: string;

  @ApiProperty({ example: 'State Bank of India' })
  bankName: string;

  @ApiProperty({ type: String, nullable: true, example: 'MUMBAI MAIN' })
  branch: string | null;

  @ApiProperty({ example: 'Asha Rao' })
  holderName: string;

  @ApiProperty({ type: String, nullable: true })
  failureReason: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  verifiedAt: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description: 'From when payouts go to it: its verification (the first account), or the end of the cooling-off (a replacement).',
  })
  payoutsFrom: string | null;
}

export class BankAccountResponseDto implements BankAccountResponse {
  @ApiProperty({ example: 'Bank account verified.' })
  message: string;

  @ApiProperty({ type: BankAccountViewDto, nullable: true })
  account: BankAccountViewDto | null;

  @ApiProperty({
    type: BankAccountViewDto,
    nullable: true,
    description: 'The account payouts go to now when it is not `account` (a change cooling off, an attempt being confirmed).',
  })
  payoutsGoTo: BankAccountViewDto | null;

  @ApiProperty({ description: 'A verified payout account exists: adding another needs the OTP of POST /api/bank-account/otp.' })
  changeNeedsOtp: boolean;
}

export class BankAccountOtpResponseDto implements BankAccountOtpResponse {
  @ApiProperty({ example: 'OTP sent successfully.' })
  message: string;

  @ApiProperty({ example: 300 })
  expiresIn: number;

  @ApiProperty({ example: '******3210' })
  phoneMasked: string;
}

export class IfscLookupResponseDto implements IfscLookupResponse {
  @ApiProperty({ example: 'SBIN0000300' })
  ifsc: string;

  @ApiProperty({ example: 'State Bank of India' })
  bank: string;

  @ApiProperty({ example: 'MUMBAI MAIN' })
  branch: string;

  @ApiProperty({ type: String, nullable: true, example: 'MUMBAI' })
  city: string | null;
}
