import { ApiProperty } from '@nestjs/swagger';
import type { DemoCreateAccountRequest } from '@invest/contracts';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Product §5: all four fields non-empty after trimming; values are stored trimmed. */
// class-validator checks the decorator nearest the property first: the most basic rule sits at the bottom.
export class CreateDemoAccountDto implements DemoCreateAccountRequest {
  @ApiProperty({ example: 'Priya', maxLength: 60 })
  @Transform(trim)
  @MaxLength(60, { message: 'First name must be at most 60 characters.' })
  @IsNotEmpty({ message: 'First name is required.' })
  @IsString({ message: 'firstName must be text.' })
  firstName: string;

  @ApiProperty({ example: 'Sharma', maxLength: 60 })
  @Transform(trim)
  @MaxLength(60, { message: 'Last name must be at most 60 characters.' })
  @IsNotEmpty({ message: 'Last name is required.' })
  @IsString({ message: 'lastName must be text.' })
  lastName: string;

  @ApiProperty({ example: 'priya@example.com', maxLength: 254 })
  @Transform(trim)
  @IsEmail({}, { message: 'Please enter a valid email address.' })
  @MaxLength(254, { message: 'Email must be at most 254 characters.' })
  @IsNotEmpty({ message: 'Email is required.' })
  @IsString({ message: 'email must be text.' })
  email: string;

  @ApiProperty({ example: '9876543210', maxLength: 20 })
  @Transform(trim)
  @Matches(/^[0-9+\-() ]+$/, { message: 'Phone may contain only digits, spaces and + - ( ).' })
  @MaxLength(20, { message: 'Phone must be at most 20 characters.' })
  @IsNotEmpty({ message: 'Phone is required.' })
  @IsString({ message: 'phone must be text.' })
  phone: string;
}
