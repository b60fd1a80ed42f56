import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  CONTACT_SENDS_PER_IP,
  CONTACT_SENDS_PER_PHONE,
  CONTACT_VERIFICATION_WINDOW_SECONDS,
  CONTACT_WINDOW_SECONDS,
  type ContactResponse,
  ContactValidationMessage,
  ErrorCode,
} from '@invest/contracts';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { AppException } from '../../common/exceptions/app-exception.js';
import { RateLimitedException } from '../../common/exceptions/rate-limited.exception.js';
import { Db } from '../../database/db.js';
import { OtpService } from '../otp/otp.service.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import type { ContactMessageDto } from './dto/contact-message.dto.js';
import { ContactMessageEntity } from './entities/contact-message.entity.js';

const WINDOW_MS = CONTACT_WINDOW_SECONDS * 1000;
export const CONTACT_THANKS = 'Thank you for your message. Our team will get back to you shortly.';

@Injectable()
export class ContactService {
  constructor(
    private readonly db: Db,
    private readonly otp: OtpService,
    private readonly rateLimits: RateLimitService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Stores a message whose phone passed a `contact` OTP within the verification window; the proof is used up by the
   * message (one verification, one message). The client's `phoneVerified` flag is ignored. Limits: every attempt
   * counts per address; accepted messages per phone.
   */
  async send(body: ContactMessageDto, ip: string): Promise<ContactResponse> {
    await this.limit(`contact:ip:${ip}`, CONTACT_SENDS_PER_IP, 'Too many messages from your network.');
    const now = this.clock.now();
    const since = new Date(now.getTime() - CONTACT_VERIFICATION_WINDOW_SECONDS * 1000);
    const notVerified = () => new AppException(403, ErrorCode.Forbidden, ContactValidationMessage.PhoneNotVerified);
    if (!(await this.otp.wasVerifiedSince(body.phone, 'contact', since))) throw notVerified();
    await this.limit(`contact:phone:${body.phone}`, CONTACT_SENDS_PER_PHONE, 'Too many messages for this phone number.');
    // Claimed last, so a refused message does not burn the proof; two racing messages cannot share one.
    if (!(await this.otp.claimContactProof(body.phone, since))) throw notVerified();
    const id = randomUUID();
    await this.db.run((em) =>
      em.insert(ContactMessageEntity, {
        id,
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        phone: body.phone,
        interest: body.interest,
        message: body.message,
        phoneVerifiedAt: now,
        createdAt: now,
      }),
    );
    return { message: CONTACT_THANKS, id };
  }

  /** Messages sent from `phone`, newest first (for the owner's data export). */
  listByPhone(phone: string): Promise<ContactMessageEntity[]> {
    return this.db.run((em) => em.find(ContactMessageEntity, { where: { phone }, order: { createdAt: 'DESC' } }));
  }

  private async limit(key: string, limit: number, what: string): Promise<void> {
    const result = await this.rateLimits.consume([{ key, limit, windowMs: WINDOW_MS }]);
    if (!result.allowed) throw new RateLimitedException(result.retryAfterMs / 1000, what);
  }
}
