import { ApiProperty } from '@nestjs/swagger';
import type { ConsentUpdate } from '@invest/contracts';
import { IsBoolean } from 'class-validator';

export class ConsentUpdateDto implements ConsentUpdate {
  @ApiProperty()
  @IsBoolean({ message: 'granted must be true or false.' })
  granted: boolean;
}
