import { ApiProperty } from '@nestjs/swagger';
import { type OtpPurpose, type OtpVerifyRequest, ValidationMessage } from '@invest/contracts';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { PHONE_REGEX } from './otp-generate.dto.js';

export class OtpVerifyDto implements OtpVerifyRequest {
  @ApiProperty({ example: '9876543210' })
  @IsString({ message: ValidationMessage.Phone })
  @Matches(PHONE_REGEX, { message: ValidationMessage.Phone })
  phone: string;

  @ApiProperty({ example: '123456', pattern: '^[0-9]{6}$' })
  @IsString({ message: ValidationMessage.Otp })
  @Matches(/^\d{6}$/, { message: ValidationMessage.Otp })
  otp: string;

  @ApiProperty({
    enum: ['kyc', 'contact'],
    required: false,
    default: 'kyc',
    description: 'Which live code to check: the sign-in code (default) or the contact code.',
  })
  @IsOptional()
  @IsIn(['kyc', 'contact'], { message: "type must be 'kyc' or 'contact'." })
  type?: OtpPurpose;
}
