import {
  BankAccountMessage,
  bankAccountChangedMessage,
  ErrorCode,
  PAYOUT_ACCOUNT_COOLING_OFF_HOURS,
  NOMINEE_MAJORITY_AGE,
  NomineeMessage,
  SANDBOX_PAYOUT_TEST_VALUES,
  type BankAccountRequest,
  type BankAccountResponse,
  type BankAccountView,
  type IfscLookupResponse,
  type NomineeRequest,
  type NomineeResponse,
  type NomineeView,
} from '@invest/contracts';

/** The IFSC the stand-in knows (State Bank of India), as the API's lookup answers it. */
export const KNOWN_BRANCH: IfscLookupResponse = {
  ifsc: SANDBOX_PAYOUT_TEST_VALUES.ifsc,
  bank: 'State Bank of India',
  branch: 'Mumbai Main Branch',
  city: 'Mumbai',
};

export const NO_NOMINEE: NomineeView = {
  status: 'not_started',
  name: null,
  relationship: null,
  dateOfBirth: null,
  minor: false,
  guardianName: null,
  guardianRelationship: null,
  declaredAt: null,
};

export function verifiedAccount(overrides: Partial<BankAccountView> = {}): BankAccountView {
  return {
    status: 'verified',
    last4: '6789',
    ifsc: KNOWN_BRANCH.ifsc,
    bankName: KNOWN_BRANCH.bank,
    branch: KNOWN_BRANCH.branch,
    holderName: 'Asha Rao',
    failureReason: null,
    verifiedAt: '2026-04-01T05:00:00.000Z',
    payoutsFrom: '2026-04-01T05:00:00.000Z',
    ...overrides,
  };
}

/** The code the fake texts for a change of the payout account. */
export const FAKE_CHANGE_OTP = '246810';

export function namedNominee(overrides: Partial<NomineeView> = {}): NomineeView {
  return {
    ...NO_NOMINEE,
    status: 'named',
    name: 'Ravi Rao',
    relationship: 'Spouse',
    dateOfBirth: '1988-06-01',
    declaredAt: '2026-04-01T05:00:00.000Z',
    ...overrides,
  };
}

export interface MoneyOutState {
  bankAccount: BankAccountView | null;
  /** During a change's cooling-off: the account payouts still go to. */
  payoutsGoTo?: BankAccountView | null;
  /** Reads of GET /api/bank-account that still answer `verifying` before the penny drop settles. */
  verifyingReads: number;
  /** How a penny drop under way settles. */
  pennyDrop: 'verified' | 'failed';
  nominee: NomineeView;
}

const rejected = (message: string) => Response.json({ statusCode: 422, code: ErrorCode.BankAccountRejected, message }, { status: 422 });

function messageOf(account: BankAccountView | null, payoutsGoTo: BankAccountView | null): string {
  if (!account) return 'Add the bank account your payouts go to.';
  if (account.status === 'verified' && payoutsGoTo && account.payoutsFrom) return bankAccountChangedMessage(account.payoutsFrom, payoutsGoTo.last4);
  if (account.status === 'verifying') return BankAccountMessage.Verifying;
  return account.status === 'verified' ? BankAccountMessage.Verified : (account.failureReason ?? BankAccountMessage.AccountInvalid);
}

/**
 * The money-out routes of the API as the contracts describe them: the bank account (the stand-in's test accounts
 * for an invalid account and a name mismatch; any other settles after `verifyingReads` reads), the IFSC lookup and
 * the nominee.
 */
export function moneyOutRoutes(state: MoneyOutState) {
  const payoutsGoTo = () => state.payoutsGoTo ?? null;
  const answer = (): BankAccountResponse => ({
    message: messageOf(state.bankAccount, payoutsGoTo()),
    account: state.bankAccount,
    payoutsGoTo: payoutsGoTo(),
    changeNeedsOtp: state.bankAccount?.status === 'verified' || payoutsGoTo() !== null,
  });
  const otpRefused = (field: boolean) =>
    field
      ? Response.json(
          {
            statusCode: 400,
            code: ErrorCode.ValidationFailed,
            message: BankAccountMessage.OtpRequired,
            errors: [{ field: 'otp', messages: [BankAccountMessage.OtpRequired] }],
          },
          { status: 400 },
        )
      : Response.json(
          { statusCode: 400, code: ErrorCode.OtpInvalid, message: 'Invalid or expired OTP. Please check the code or request a new OTP.' },
          { status: 400 },
        );
  return {
    'GET /api/bank-account': () => {
      const account = state.bankAccount;
      if (account?.status === 'verifying') {
        if (state.verifyingReads > 0) state.verifyingReads -= 1;
        else {
          const verifiedAt = '2026-04-01T05:00:00.000Z';
          const payoutsFrom = state.payoutsGoTo ? new Date(Date.parse(verifiedAt) + PAYOUT_ACCOUNT_COOLING_OFF_HOURS * 3_600_000).toISOString() : verifiedAt;
          state.bankAccount =
            state.pennyDrop === 'verified'
              ? { ...account, status: 'verified', verifiedAt, payoutsFrom }
              : { ...account, status: 'failed', failureReason: BankAccountMessage.AccountInvalid };
          if (state.bankAccount.status === 'failed' && state.payoutsGoTo) [state.bankAccount, state.payoutsGoTo] = [state.payoutsGoTo, null];
        }
      }
      return Response.json(answer());
    },
    'POST /api/bank-account/otp': () => Response.json({ message: 'OTP sent successfully.', expiresIn: 300, phoneMasked: '******3210' }),
    'POST /api/bank-account': (body: unknown) => {
      const request = body as BankAccountRequest;
      const onFile = state.bankAccount?.status === 'verified' ? state.bankAccount : null;
      if (onFile && request.otp === undefined) return otpRefused(true);
      if (onFile && request.otp !== FAKE_CHANGE_OTP) return otpRefused(false);
      if (onFile) state.payoutsGoTo = onFile;
      if (request.accountNumber === SANDBOX_PAYOUT_TEST_VALUES.invalidAccount) return rejected(BankAccountMessage.AccountInvalid);
      if (request.accountNumber === SANDBOX_PAYOUT_TEST_VALUES.nameMismatchAccount) return rejected(BankAccountMessage.NameMismatch);
      state.bankAccount = {
        status: 'verifying',
        last4: request.accountNumber.slice(-4),
        ifsc: request.ifsc,
        bankName: KNOWN_BRANCH.bank,
        branch: KNOWN_BRANCH.branch,
        holderName: request.holderName,
        failureReason: null,
        verifiedAt: null,
        payoutsFrom: null,
      };
      return Response.json(answer(), { status: 202 });
    },
    'GET /api/nominee': () => Response.json({ message: '', nominee: state.nominee } satisfies NomineeResponse),
    'PUT /api/nominee': (body: unknown) => {
      const request = body as NomineeRequest;
      if (request.optOut) {
        state.nominee = { ...NO_NOMINEE, status: 'opted_out', declaredAt: '2026-04-01T05:00:00.000Z' };
        return Response.json({ message: NomineeMessage.OptedOut, nominee: state.nominee } satisfies NomineeResponse);
      }
      const minor = Number(request.dateOfBirth.slice(0, 4)) + NOMINEE_MAJORITY_AGE > new Date().getFullYear();
      state.nominee = namedNominee({
        name: request.name,
        relationship: request.relationship,
        dateOfBirth: request.dateOfBirth,
        minor,
        guardianName: request.guardianName ?? null,
        guardianRelationship: request.guardianRelationship ?? null,
      });
      return Response.json({ message: NomineeMessage.Saved, nominee: state.nominee } satisfies NomineeResponse);
    },
  };
}

/** GET /api/bank-account/ifsc/{ifsc}: the known branch, else 404. */
export function ifscLookup(path: string): Response | undefined {
  const match = /^\/api\/bank-account\/ifsc\/([^/]+)$/.exec(path);
  if (!match) return undefined;
  return match[1] === KNOWN_BRANCH.ifsc
    ? Response.json(KNOWN_BRANCH)
    : Response.json({ statusCode: 404, code: 'NOT_FOUND', message: BankAccountMessage.UnknownIfsc }, { status: 404 });
}
