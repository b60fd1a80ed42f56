import { ApiProperty } from '@nestjs/swagger';
import { BANK_ACCOUNT_RULES, type BankAccountRequest, ValidationMessage } from '@invest/contracts';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/**
 * Shape only: the account number, IFSC and name rules run in BankAccountsService on the normalised values, with the
 * messages of BankAccountMessage. Messages never repeat the submitted values.
 */
export class BankAccountRequestDto implements BankAccountRequest {
  @ApiProperty({ example: '123456789012', maxLength: 40, description: '9-18 digits; spaces allowed. Never answered back: only its last four digits.' })
  @IsString({ message: 'accountNumber is required.' })
  @MaxLength(40, { message: 'accountNumber is too long.' })
  accountNumber: string;

  @ApiProperty({ example: 'SBIN0000300', maxLength: 20, pattern: BANK_ACCOUNT_RULES.ifscPattern })
  @IsString({ message: 'ifsc is required.' })
  @MaxLength(20, { message: 'ifsc is too long.' })
  ifsc: string;

  @ApiProperty({ example: 'Asha Rao', maxLength: BANK_ACCOUNT_RULES.holderNameMaxLength, description: 'The name the bank holds the account in.' })
  @IsString({ message: 'holderName is required.' })
  @MaxLength(200, { message: 'holderName is too long.' })
  holderName: string;

  @ApiProperty({
    required: false,
    example: '123456',
    pattern: '^[0-9]{6}$',
    description: 'Needed to replace a verified payout account (or keep it during a change): the code POST /api/bank-account/otp sent to the phone.',
  })
  @IsOptional()
  @IsString({ message: ValidationMessage.Otp })
  @Matches(/^\d{6}$/, { message: ValidationMessage.Otp })
  otp?: string;
}
