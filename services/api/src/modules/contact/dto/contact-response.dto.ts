import { ApiProperty } from '@nestjs/swagger';
import type { ContactResponse } from '@invest/contracts';

export class ContactResponseDto implements ContactResponse {
  @ApiProperty({ example: 'Thank you for your message. Our team will get back to you shortly.' })
  message: string;

  @ApiProperty()
  id: string;
}
