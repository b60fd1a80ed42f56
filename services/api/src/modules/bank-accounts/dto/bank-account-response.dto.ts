import { ApiProperty } from '@nestjs/swagger';
import type { BankAccountResponse, BankAccountStatus, BankAccountView, IfscLookupResponse } from '@invest/contracts';

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
}

export class BankAccountResponseDto implements BankAccountResponse {
  @ApiProperty({ example: 'Bank account verified.' })
  message: string;

  @ApiProperty({ type: BankAccountViewDto, nullable: true })
  account: BankAccountViewDto | null;
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
