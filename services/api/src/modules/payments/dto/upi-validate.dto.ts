import { ApiProperty } from '@nestjs/swagger';
import type { UpiValidateRequest, UpiValidateResponse } from '@invest/contracts';
import { IsString, MaxLength } from 'class-validator';

export class UpiValidateDto implements UpiValidateRequest {
  @ApiProperty({ example: 'asha.rao@okaxis' })
  @IsString()
  @MaxLength(330)
  upiId: string;
}

export class UpiValidateResponseDto implements UpiValidateResponse {
  @ApiProperty({ enum: [true] }) valid: true;
  @ApiProperty() upiId: string;
  @ApiProperty() accountHolder: string;
}
