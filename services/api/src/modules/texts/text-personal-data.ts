import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { deleteRowsOfUser } from '../../database/rows-of-user.js';
import { TextOutboxEntity } from './entities/text-outbox.entity.js';

/** A text as the Access download reads it. */
export type TextSummary = Pick<TextOutboxEntity, 'event' | 'body' | 'status' | 'createdAt' | 'sentAt'>;

/**
 * One person's `text_outbox` rows for the privacy module (the Access download, erasure), inside the caller's
 * transaction (its EntityManager). Dependency-free (provided by the privacy module).
 */
@Injectable()
export class TextPersonalData {
  /** The texts to the person, oldest first. */
  textsOf(userId: string, manager: EntityManager): Promise<TextSummary[]> {
    return manager.find(TextOutboxEntity, { where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** Deletes the texts to the person. */
  erase(userId: string, manager: EntityManager): Promise<number> {
    return deleteRowsOfUser(manager, TextOutboxEntity, userId);
  }
}
