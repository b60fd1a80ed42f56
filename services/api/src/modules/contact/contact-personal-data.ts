import { Injectable } from '@nestjs/common';
import { type EntityManager, LessThan } from 'typeorm';
import { ContactMessageEntity } from './entities/contact-message.entity.js';

/**
 * The `contact_messages` rows for the privacy module (erasure by phone number, retention), inside the caller's
 * transaction (its EntityManager); the Access download reads them through ContactService. Dependency-free (provided by
 * the privacy module).
 */
@Injectable()
export class ContactPersonalData {
  /** Deletes the messages sent from `phone`. */
  async eraseByPhone(phone: string, manager: EntityManager): Promise<void> {
    await manager.delete(ContactMessageEntity, { phone });
  }

  /** Deletes every message received before `before`; answers how many. */
  async purgeBefore(before: Date, manager: EntityManager): Promise<number> {
    return (await manager.delete(ContactMessageEntity, { createdAt: LessThan(before) })).affected ?? 0;
  }
}
