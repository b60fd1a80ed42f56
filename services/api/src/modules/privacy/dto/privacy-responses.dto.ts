import { ApiProperty } from '@nestjs/swagger';
import {
  AGREEMENT_TYPES,
  type AgreementState,
  type AgreementType,
  CONSENT_TYPES,
  LANGUAGES,
  type ConsentState,
  type ConsentType,
  type ErasureHeld,
  type OtpOutcome,
  type OtpPurpose,
  PRIVACY_REQUEST_TYPES,
  type PrivacyEventType,
  type PrivacyEventView,
  type PrivacyExport,
  type PrivacyExportKyc,
  type PrivacyExportTdsDeclaration,
  type PrivacyExportTdsDeduction,
  type PrivacyExportOtp,
  type PrivacyExportSession,
  type PrivacyRequestStatus,
  type PrivacyRequestType,
  type PrivacyRequestView,
} from '@invest/contracts';
import { BankAccountViewDto } from '../../bank-accounts/dto/bank-account-response.dto.js';
import { KycStatusResponseDto } from '../../kyc/dto/kyc-status.dto.js';
import { NomineeViewDto } from '../../nominees/dto/nominee-response.dto.js';

/** OpenAPI descriptions of the privacy answers (the types live in @invest/contracts). */
export class ErasureHeldDto implements ErasureHeld {
  @ApiProperty({ example: 2, description: 'Paid-for investments not yet over (before maturity, or with a payout still to pay).' })
  activeInvestments: number;

  @ApiProperty({ example: 200000, description: 'Their principal, rupees.' })
  outstandingPrincipal: number;

  @ApiProperty({ example: 24, description: 'Payouts not yet paid (scheduled, on their way, or returned by the bank).' })
  unpaidPayouts: number;

  @ApiProperty({ example: 0, description: 'Payments still with the gateway or the bank.' })
  paymentsInProgress: number;

  @ApiProperty({ type: String, nullable: true, format: 'date', example: '2027-12-15', description: 'The last payout still to pay.' })
  finalPayoutDate: string | null;
}

export class PrivacyRequestViewDto implements PrivacyRequestView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: PRIVACY_REQUEST_TYPES })
  type: PrivacyRequestType;

  @ApiProperty({ enum: ['pending', 'completed'] })
  status: PrivacyRequestStatus;

  @ApiProperty({ type: String, nullable: true })
  details: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  completedAt: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description: 'A pending erasure: when it is carried out (after its waiting period, and after the final payout while money is held).',
  })
  scheduledFor: string | null;

  @ApiProperty({
    type: ErasureHeldDto,
    nullable: true,
    description: 'A pending erasure while money is held: what is held (erasure runs after the final payout is paid); otherwise null.',
  })
  held: ErasureHeldDto | null;
}

export class ConsentStateDto implements ConsentState {
  @ApiProperty({ enum: CONSENT_TYPES })
  type: ConsentType;

  @ApiProperty({ example: 'Marketing Communications' })
  label: string;

  @ApiProperty()
  granted: boolean;

  @ApiProperty({ type: String, nullable: true, example: '2026-11', description: 'The consent text version last answered; null while the default applies.' })
  version: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'Null while the default applies.' })
  updatedAt: string | null;
}

export class PrivacyEventViewDto implements PrivacyEventView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: ['request_created', 'consent_granted', 'consent_withdrawn', 'data_exported'] })
  type: PrivacyEventType;

  @ApiProperty({ example: 'Marketing Communications consent withdrawn' })
  description: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class PrivacyExportUserDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: '9876543210' })
  phone: string;

  @ApiProperty({ example: 'verified' })
  kycStatus: string;

  @ApiProperty({ enum: LANGUAGES, description: 'The language their texts and statements are written in.' })
  language: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class AgreementStateDto implements AgreementState {
  @ApiProperty({ enum: AGREEMENT_TYPES })
  type: AgreementType;

  @ApiProperty({ example: 'Terms & Conditions and Risk Disclosure' })
  label: string;

  @ApiProperty({ example: '2026-11', description: 'The version in force now.' })
  currentVersion: string;

  @ApiProperty({ type: String, nullable: true, example: '2026-11', description: 'The version last agreed to; null when never.' })
  acceptedVersion: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  acceptedAt: string | null;

  @ApiProperty({ description: 'The current version is agreed to.' })
  current: boolean;
}

export class PrivacyExportConsentRecordDto {
  @ApiProperty({ enum: [...CONSENT_TYPES, ...AGREEMENT_TYPES] })
  type: ConsentType | AgreementType;

  @ApiProperty()
  granted: boolean;

  @ApiProperty({ example: '2026-11' })
  version: string;

  @ApiProperty({ format: 'date-time' })
  recordedAt: string;
}

export class PrivacyExportContactMessageDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  firstName: string;

  @ApiProperty()
  lastName: string;

  @ApiProperty()
  email: string;

  @ApiProperty()
  phone: string;

  @ApiProperty()
  interest: string;

  @ApiProperty()
  message: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class PrivacyExportKycHolderDto {
  @ApiProperty({ example: 'Asha Rao' })
  name: string;

  @ApiProperty({ type: String, nullable: true, format: 'date', example: '1990-08-15' })
  dateOfBirth: string | null;
}

export class PrivacyExportTdsDeclarationDto implements PrivacyExportTdsDeclaration {
  @ApiProperty({ example: '2026-27' })
  financialYear: string;

  @ApiProperty({ enum: ['15G', '15H'] })
  form: string;

  @ApiProperty({ example: 240000, description: 'Rupees.' })
  estimatedIncome: number;

  @ApiProperty({ format: 'date-time' })
  declaredAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class PrivacyExportTdsDeductionDto implements PrivacyExportTdsDeduction {
  @ApiProperty()
  payoutId: string;

  @ApiProperty({ format: 'date' })
  payoutDate: string;

  @ApiProperty({ description: 'Rupees.' })
  gross: number;

  @ApiProperty({ description: 'Rupees.' })
  tds: number;

  @ApiProperty({ description: 'Rupees.' })
  net: number;
}

export class PrivacyExportKycDto implements PrivacyExportKyc {
  @ApiProperty({ type: KycStatusResponseDto })
  status: KycStatusResponseDto;

  @ApiProperty({ type: PrivacyExportKycHolderDto, nullable: true, description: "UIDAI's holder name and date of birth; null before verification." })
  holder: PrivacyExportKycHolderDto | null;

  @ApiProperty({ example: 1 })
  attempts: number;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class PrivacyExportSessionDto implements PrivacyExportSession {
  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  lastSeenAt: string;

  @ApiProperty({ format: 'date-time' })
  idleExpiresAt: string;

  @ApiProperty({ format: 'date-time' })
  expiresAt: string;

  @ApiProperty({ description: 'The session this download was made from.' })
  current: boolean;
}

export class PrivacyExportOtpDto implements PrivacyExportOtp {
  @ApiProperty({ enum: ['kyc', 'contact'] })
  purpose: OtpPurpose;

  @ApiProperty({ format: 'date-time' })
  sentAt: string;

  @ApiProperty({ format: 'date-time' })
  expiresAt: string;

  @ApiProperty({ example: 0 })
  wrongAttempts: number;

  @ApiProperty({ enum: ['verified', 'too-many-attempts', 'expired', 'active'] })
  outcome: OtpOutcome;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  verifiedAt: string | null;
}

/** The ledger's rows as stored (every column), one object per row. */
const rows = { type: 'array', items: { type: 'object', additionalProperties: true } } as const;

export class PrivacyExportDto implements PrivacyExport {
  @ApiProperty({ format: 'date-time' })
  exportedAt: string;

  @ApiProperty({ type: PrivacyExportUserDto })
  user: PrivacyExportUserDto;

  @ApiProperty({ type: ConsentStateDto, isArray: true })
  consents: ConsentStateDto[];

  @ApiProperty({ type: AgreementStateDto, isArray: true })
  agreements: AgreementStateDto[];

  @ApiProperty({ type: PrivacyExportConsentRecordDto, isArray: true })
  consentHistory: PrivacyExportConsentRecordDto[];

  @ApiProperty({ type: PrivacyRequestViewDto, isArray: true })
  privacyRequests: PrivacyRequestViewDto[];

  @ApiProperty({ type: PrivacyEventViewDto, isArray: true })
  privacyEvents: PrivacyEventViewDto[];

  @ApiProperty({ type: PrivacyExportContactMessageDto, isArray: true })
  contactMessages: PrivacyExportContactMessageDto[];

  @ApiProperty({ type: PrivacyExportKycDto, nullable: true, description: 'Null when the user never started KYC.' })
  kyc: PrivacyExportKycDto | null;

  @ApiProperty({ type: BankAccountViewDto, isArray: true, description: 'Every bank account added, oldest first.' })
  bankAccounts: BankAccountViewDto[];

  @ApiProperty({ type: NomineeViewDto })
  nominee: NomineeViewDto;

  @ApiProperty({ type: PrivacyExportSessionDto, isArray: true })
  sessions: PrivacyExportSessionDto[];

  @ApiProperty({ type: PrivacyExportOtpDto, isArray: true })
  otpHistory: PrivacyExportOtpDto[];

  @ApiProperty(rows)
  investments: Record<string, unknown>[];

  @ApiProperty(rows)
  payments: Record<string, unknown>[];

  @ApiProperty(rows)
  transactions: Record<string, unknown>[];

  @ApiProperty(rows)
  payouts: Record<string, unknown>[];

  @ApiProperty(rows)
  refunds: Record<string, unknown>[];

  @ApiProperty(rows)
  texts: Record<string, unknown>[];

  @ApiProperty({ type: PrivacyExportTdsDeclarationDto, isArray: true })
  tdsDeclarations: PrivacyExportTdsDeclarationDto[];

  @ApiProperty({ type: PrivacyExportTdsDeductionDto, isArray: true })
  tdsDeductions: PrivacyExportTdsDeductionDto[];

  @ApiProperty({ type: String, nullable: true, description: "The payment gateway's customer id (UPI AutoPay), or null." })
  gatewayCustomerId: string | null;
}
