import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CONTACT_INTERESTS,
  CONTACT_LIMITS,
  type ContactInterest,
  type ContactRequest,
  ContactValidationMessage,
  INDIAN_MOBILE_PATTERN,
  ValidationMessage,
} from '@invest/contracts';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters.`;
const required = { message: ContactValidationMessage.Required };

/**
 * POST /api/contact. Every field is required; `phoneVerified` is accepted but never trusted.
 * class-validator runs a property's rules bottom-up: the most basic rule is declared last.
 */
export class ContactMessageDto implements ContactRequest {
  @ApiProperty({ maxLength: CONTACT_LIMITS.firstName, example: 'Asha' })
  @Transform(trim)
  @MaxLength(CONTACT_LIMITS.firstName, { message: tooLong('First name', CONTACT_LIMITS.firstName) })
  @IsNotEmpty(required)
  @IsString(required)
  firstName: string;

  @ApiProperty({ maxLength: CONTACT_LIMITS.lastName, example: 'Patil' })
  @Transform(trim)
  @MaxLength(CONTACT_LIMITS.lastName, { message: tooLong('Last name', CONTACT_LIMITS.lastName) })
  @IsNotEmpty(required)
  @IsString(required)
  lastName: string;

  @ApiProperty({ maxLength: CONTACT_LIMITS.email, example: 'asha@example.com' })
  @Transform(trim)
  @IsEmail({}, { message: ContactValidationMessage.Email })
  @MaxLength(CONTACT_LIMITS.email, { message: tooLong('Email', CONTACT_LIMITS.email) })
  @IsNotEmpty(required)
  @IsString(required)
  email: string;

  @ApiProperty({ pattern: INDIAN_MOBILE_PATTERN, example: '9876543210' })
  @Transform(trim)
  @Matches(new RegExp(INDIAN_MOBILE_PATTERN), { message: ValidationMessage.Phone })
  @IsNotEmpty(required)
  @IsString(required)
  phone: string;

  @ApiProperty({ enum: CONTACT_INTERESTS })
  @IsIn(CONTACT_INTERESTS, { message: ContactValidationMessage.Interest })
  @IsNotEmpty(required)
  @IsString(required)
  interest: ContactInterest;

  @ApiProperty({ minLength: CONTACT_LIMITS.messageMin, maxLength: CONTACT_LIMITS.messageMax })
  @Transform(trim)
  @MaxLength(CONTACT_LIMITS.messageMax, { message: tooLong('Message', CONTACT_LIMITS.messageMax) })
  @MinLength(CONTACT_LIMITS.messageMin, { message: ContactValidationMessage.MessageTooShort })
  @IsNotEmpty(required)
  @IsString(required)
  message: string;

  @ApiPropertyOptional({ description: 'Ignored: the server checks the contact OTP itself.' })
  @IsOptional()
  @IsBoolean()
  phoneVerified?: boolean;
}
