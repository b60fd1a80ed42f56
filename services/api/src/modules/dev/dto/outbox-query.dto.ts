import { ApiProperty } from '@nestjs/swagger';
import { ValidationMessage } from '@invest/contracts';
import { IsString, Matches } from 'class-validator';
import { PHONE_REGEX } from '../../otp/dto/otp-generate.dto.js';

export class OutboxQueryDto {
  @ApiProperty({ example: '9876543210' })
  @IsString({ message: ValidationMessage.Phone })
  @Matches(PHONE_REGEX, { message: ValidationMessage.Phone })
  phone: string;
}
