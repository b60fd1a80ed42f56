import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SmsOutboxMessage } from '@invest/contracts';
import { SmsOutboxService } from '../sms/sms-outbox.service.js';
import { OutboxQueryDto } from './dto/outbox-query.dto.js';

/** Development and test helpers. The module is not even registered when NODE_ENV=production. */
@ApiTags('dev')
@Controller('dev')
export class DevController {
  constructor(private readonly outbox: SmsOutboxService) {}

  @Get('sms-outbox')
  @ApiOperation({ summary: 'Messages the development SMS adapter "sent" to a phone, newest first (not in production).' })
  @ApiOkResponse({ description: 'SmsOutboxMessage[]' })
  list(@Query() query: OutboxQueryDto): Promise<SmsOutboxMessage[]> {
    return this.outbox.listFor(query.phone);
  }
}
