import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { SentText } from '@invest/contracts';
import { Db } from '../../database/db.js';
import type { AuthenticatedUser } from '../session/auth-context.js';
import { CurrentUser } from '../session/current-user.decorator.js';
import { SessionGuard } from '../session/session.guard.js';
import { SentTextDto } from './dto/sent-text.dto.js';
import { TextOutboxEntity } from './entities/text-outbox.entity.js';

/** The texts shown in the dashboard's activity: the newest 50. */
const SHOWN = 50;

/** GET /api/texts: the transactional texts sent to the signed-in investor's phone, newest first. */
@ApiTags('texts')
@ApiUnauthorizedResponse({ description: 'AUTHENTICATION_REQUIRED' })
@UseGuards(SessionGuard)
@Controller('texts')
export class TextsController {
  constructor(private readonly db: Db) {}

  @Get()
  @ApiOkResponse({ type: SentTextDto, isArray: true, description: 'The texts MSG91 accepted for your phone, newest first (at most 50)' })
  async list(@CurrentUser() user: AuthenticatedUser): Promise<SentText[]> {
    const rows = await this.db.run((em) =>
      em.find(TextOutboxEntity, { where: { userId: user.id, status: 'sent' }, order: { sentAt: 'DESC', id: 'ASC' }, take: SHOWN }),
    );
    return rows.map((row) => ({ id: row.id, event: row.event, body: row.body, sentAt: (row.sentAt ?? row.createdAt).toISOString() }));
  }
}
