import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type AgreementState,
  CONSENT_DEFINITIONS,
  CONSENT_TEXT_VERSION,
  type ConsentState,
  type ConsentType,
  ErrorCode,
  PRIVACY_EVENTS_LIMIT,
  PRIVACY_REQUEST_LABELS,
  type PrivacyEventType,
  type PrivacyEventView,
  type PrivacyExport,
  type PrivacyRequestType,
  type PrivacyRequestView,
} from '@invest/contracts';
import type { EntityManager } from 'typeorm';
import { indiaDate } from '../../common/calendar/calendar.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { AppException } from '../../common/exceptions/app-exception.js';
import { Db } from '../../database/db.js';
import { BankAccountRecords } from '../bank-accounts/bank-account-records.js';
import { ContactService } from '../contact/contact.service.js';
import { KycIdentity } from '../kyc/kyc-identity.js';
import { KycService } from '../kyc/kyc.service.js';
import { NomineeChoice } from '../nominees/nominee-choice.js';
import type { AuthenticatedUser } from '../session/auth-context.js';
import { ConsentRecordEntity } from './entities/consent-record.entity.js';
import { PrivacyEventEntity } from './entities/privacy-event.entity.js';
import { PrivacyRequestEntity } from './entities/privacy-request.entity.js';
import { toOtpExport, toSessionExport } from './export-views.js';
import { erasureDueAt, MoneyHeldCheck, toErasureHeld } from './money-held.js';
import { PersonalDataOwners } from './personal-data-owners.js';
import { agreementStates, appendConsent, appendPrivacyEvent } from './consent-log.js';
import { currentConsents, toEventView, toRequestView } from './privacy-views.js';

/** Data-principal rights of the signed-in user. Every query is scoped to that user's id. */
@Injectable()
export class PrivacyService {
  constructor(
    private readonly db: Db,
    private readonly contact: ContactService,
    private readonly kyc: KycService,
    private readonly identity: KycIdentity,
    private readonly bankAccounts: BankAccountRecords,
    private readonly nominee: NomineeChoice,
    private readonly moneyHeld: MoneyHeldCheck,
    private readonly owners: PersonalDataOwners,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The user's requests, newest first; a pending erasure with what it still waits for, and its date as of now. */
  async listRequests(userId: string): Promise<PrivacyRequestView[]> {
    const today = indiaDate(this.clock.now());
    return this.db.run(async (em) => {
      const rows = await em.find(PrivacyRequestEntity, { where: { userId }, order: { createdAt: 'DESC' } });
      const views: PrivacyRequestView[] = [];
      for (const row of rows) {
        if (row.type !== 'erasure' || row.status !== 'pending') {
          views.push(toRequestView(row));
          continue;
        }
        const held = await this.moneyHeld.of(em, userId, today);
        // Money held beyond the recorded date (a later investment) moves the date the page shows.
        const due = erasureDueAt(row.createdAt, held, row.createdAt);
        const dueAt = row.dueAt && row.dueAt > due ? row.dueAt : due;
        views.push(toRequestView({ ...row, dueAt }, held && toErasureHeld(held)));
      }
      return views;
    });
  }

  /**
   * Records a request. Access is fulfilled at once (the JSON download); the others stay pending for the
   * data protection officer. One pending request per type at a time (409). An erasure is due after its waiting
   * period, and while money is held (an active investment, a payout not yet paid, a payment in progress) not before
   * the day after the final payout: the answer says what is held and when.
   */
  async createRequest(userId: string, type: PrivacyRequestType, details: string | undefined): Promise<PrivacyRequestView> {
    const now = this.clock.now();
    const label = PRIVACY_REQUEST_LABELS[type];
    const { row, held } = await this.db.transaction(async (em) => {
      const pending = await em.findOne(PrivacyRequestEntity, { where: { userId, type, status: 'pending' } });
      if (pending) {
        throw new AppException(409, ErrorCode.Conflict, `You already have a pending ${label} request. We will update its status on this page.`);
      }
      const moneyStillHeld = type === 'erasure' ? await this.moneyHeld.of(em, userId, indiaDate(now)) : null;
      const created: PrivacyRequestEntity = {
        id: randomUUID(),
        userId,
        type,
        status: type === 'access' ? 'completed' : 'pending',
        details: details ? details : null,
        createdAt: now,
        completedAt: type === 'access' ? now : null,
        dueAt: type === 'erasure' ? erasureDueAt(now, moneyStillHeld, now) : null,
      };
      await em.insert(PrivacyRequestEntity, created);
      await this.addEvent(em, userId, 'request_created', `${label} request submitted`);
      return { row: created, held: moneyStillHeld };
    });
    return toRequestView(row, held && toErasureHeld(held));
  }

  async consents(userId: string): Promise<ConsentState[]> {
    const records = await this.db.run((em) => em.find(ConsentRecordEntity, { where: { userId } }));
    return currentConsents(records);
  }

  /** Appends a timestamped record (withdrawing is one call, like granting). */
  async setConsent(userId: string, type: ConsentType, granted: boolean): Promise<ConsentState> {
    const now = this.clock.now();
    await this.db.transaction(async (em) => {
      await appendConsent(em, { userId, type, granted, version: CONSENT_TEXT_VERSION, at: now });
      const label = CONSENT_DEFINITIONS[type].label;
      await this.addEvent(em, userId, granted ? 'consent_granted' : 'consent_withdrawn', `${label} consent ${granted ? 'granted' : 'withdrawn'}`);
    });
    const state = (await this.consents(userId)).find((item) => item.type === type);
    if (!state) throw new Error(`unknown consent type ${type}`);
    return state;
  }

  /** The Aadhaar e-KYC consent and the acceptance of the terms: the version agreed to, and whether it is current. */
  async agreements(userId: string): Promise<AgreementState[]> {
    const records = await this.db.run((em) => em.find(ConsentRecordEntity, { where: { userId } }));
    return agreementStates(records);
  }

  async events(userId: string, limit = PRIVACY_EVENTS_LIMIT): Promise<PrivacyEventView[]> {
    const rows = await this.db.run((em) => em.find(PrivacyEventEntity, { where: { userId }, order: { sequence: 'DESC' }, take: limit }));
    return rows.map(toEventView);
  }

  /**
   * Everything held about the user, as one JSON document (the download itself is logged): profile, consents,
   * requests, contact messages, the KYC record with its numbers masked, the bank accounts (last four digits) and the
   * nominee, sessions, the codes sent to the phone (times and outcomes only) and the financial records. `currentSessionId` marks the session the download came from.
   */
  async export(user: AuthenticatedUser, currentSessionId?: string): Promise<PrivacyExport> {
    const now = this.clock.now();
    await this.db.transaction((em) => this.addEvent(em, user.id, 'data_exported', 'Personal data downloaded (Access)'));
    const userId = user.id;
    const owners = this.owners;
    const data = await this.db.run(async (em) => ({
      profile: await owners.users.profile(userId, em),
      consentRecords: await em.find(ConsentRecordEntity, { where: { userId }, order: { sequence: 'ASC' } }),
      requests: await em.find(PrivacyRequestEntity, { where: { userId }, order: { createdAt: 'DESC' } }),
      events: await em.find(PrivacyEventEntity, { where: { userId }, order: { sequence: 'DESC' } }),
      investments: await owners.investments.rowsOf(userId, em),
      payments: await owners.payments.paymentsOf(userId, em),
      transactions: await owners.ledger.rowsOf(userId, em),
      payouts: await owners.payouts.rowsOf(userId, em),
      kycRecord: await owners.kyc.recordOf(userId, em),
      sessions: await owners.sessions.sessionsOf(userId, em),
      otpCodes: await owners.otpCodes.codesOf(user.phone, em),
      refunds: await owners.payments.refundsOf(userId, em),
      texts: await owners.texts.textsOf(userId, em),
      tdsDeclarations: await owners.tds.declarationsOf(userId, em),
      gatewayCustomerId: await owners.payments.gatewayCustomerIdOf(userId, em),
    }));
    const holder = data.kycRecord ? await this.identity.holderOf(userId) : null;
    const kycStatus = data.kycRecord ? await this.kyc.status(user) : null;
    const messages = await this.contact.listByPhone(data.profile.phone);
    const [bankAccounts, nominee] = await Promise.all([this.bankAccounts.of(userId), this.nominee.of(userId)]);
    const plain = <T extends object>(rows: T[]) => rows.map((row) => ({ ...row }) as Record<string, unknown>);
    return {
      exportedAt: now.toISOString(),
      user: {
        id: data.profile.id,
        phone: data.profile.phone,
        kycStatus: data.profile.kycStatus,
        language: data.profile.language,
        createdAt: data.profile.createdAt.toISOString(),
      },
      consents: currentConsents(data.consentRecords),
      agreements: agreementStates(data.consentRecords),
      consentHistory: data.consentRecords.map((record) => ({
        type: record.consentType,
        granted: Boolean(record.granted),
        version: record.version,
        recordedAt: record.recordedAt.toISOString(),
      })),
      privacyRequests: data.requests.map((request) => toRequestView(request)),
      privacyEvents: data.events.map(toEventView),
      contactMessages: messages.map((message) => ({
        id: message.id,
        firstName: message.firstName,
        lastName: message.lastName,
        email: message.email,
        phone: message.phone,
        interest: message.interest,
        message: message.message,
        createdAt: message.createdAt.toISOString(),
      })),
      kyc:
        data.kycRecord && kycStatus
          ? {
              status: kycStatus,
              holder,
              attempts: data.kycRecord.attempts,
              createdAt: data.kycRecord.createdAt.toISOString(),
              updatedAt: data.kycRecord.updatedAt.toISOString(),
            }
          : null,
      bankAccounts,
      nominee,
      sessions: data.sessions.map((session) => toSessionExport(session, currentSessionId)),
      otpHistory: data.otpCodes.map((code) => toOtpExport(code, now)),
      investments: plain(data.investments),
      payments: data.payments,
      transactions: data.transactions,
      payouts: plain(data.payouts),
      refunds: data.refunds,
      texts: data.texts.map((text) => ({
        event: text.event,
        body: text.body,
        status: text.status,
        createdAt: text.createdAt.toISOString(),
        sentAt: text.sentAt?.toISOString() ?? null,
      })),
      tdsDeclarations: data.tdsDeclarations.map((declaration) => ({
        financialYear: declaration.financialYear,
        form: declaration.form,
        estimatedIncome: declaration.estimatedIncomePaise / 100,
        declaredAt: declaration.declaredAt.toISOString(),
        updatedAt: declaration.updatedAt.toISOString(),
      })),
      tdsDeductions: data.payouts
        .filter((payout) => (payout.tdsPaise ?? 0) > 0)
        .sort((a, b) => a.payoutDate.localeCompare(b.payoutDate) || a.sequence - b.sequence)
        .map((payout) => ({
          payoutId: payout.id,
          payoutDate: payout.payoutDate,
          gross: payout.amountPaise / 100,
          tds: (payout.tdsPaise ?? 0) / 100,
          net: (payout.netPaise ?? payout.amountPaise) / 100,
        })),
      gatewayCustomerId: data.gatewayCustomerId,
    };
  }

  private addEvent(em: EntityManager, userId: string, eventType: PrivacyEventType, description: string): Promise<void> {
    return appendPrivacyEvent(em, userId, eventType, description, this.clock.now());
  }
}
