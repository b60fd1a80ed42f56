import { ErrorCode, NET_BANKING_BANKS, type NetBankingBank, PAYMENT_LIMITS, PaymentValidationMessage, UPI_ID_PATTERN } from '@invest/contracts';
import { AppException } from '../../common/exceptions/app-exception.js';
import type { ProcessPaymentDto } from './dto/process-payment.dto.js';

const UPI_REGEX = new RegExp(UPI_ID_PATTERN);
const PAISE = 100;

/** Razorpay's net-banking bank codes for the spec's bank list ("Other": the customer picks in the checkout). */
const BANK_CODES: Record<NetBankingBank, string | undefined> = {
  SBI: 'SBIN',
  HDFC: 'HDFC',
  ICICI: 'ICIC',
  Axis: 'UTIB',
  Kotak: 'KKBK',
  PNB: 'PUNB_R',
  Canara: 'CNRB',
  'Bank of Baroda': 'BARB_R',
  IDBI: 'IBKL',
  Other: undefined,
};

function invalid(field: string, message: string): AppException {
  return new AppException(400, ErrorCode.ValidationFailed, message, { errors: [{ field, messages: [message] }] });
}

/** What our page collected and the gateway's checkout is opened with. Card details are typed only in the checkout. */
export type CheckoutMethod =
  { method: 'upi'; upiId: string; autoPay: boolean } | { method: 'netbanking'; bank: NetBankingBank; bankCode: string | undefined } | { method: 'card' };

/**
 * The server's own check of a payment request (product §5 and §9): minimums, cash offline, the UPI ID and the bank
 * with the spec's messages. Returns how the checkout is to be opened.
 */
export function checkPaymentRequest(dto: ProcessPaymentDto, amountPaise: number): CheckoutMethod {
  if (dto.paymentMethod === 'cash') {
    if (amountPaise < PAYMENT_LIMITS.cashMinimumAmount * PAISE) throw invalid('amount', PaymentValidationMessage.CashMinimum);
    throw new AppException(400, ErrorCode.BadRequest, PaymentValidationMessage.CashOffline);
  }
  if (amountPaise < PAYMENT_LIMITS.minimumAmount * PAISE) throw invalid('amount', PaymentValidationMessage.Minimum);
  switch (dto.paymentMethod) {
    case 'upi': {
      const upiId = dto.upiId?.trim() ?? '';
      if (!UPI_REGEX.test(upiId)) throw invalid('upiId', PaymentValidationMessage.UpiId);
      return { method: 'upi', upiId, autoPay: dto.autoPay === true };
    }
    case 'netbanking': {
      const bank = dto.bank;
      if (!bank || !(NET_BANKING_BANKS as readonly string[]).includes(bank)) throw invalid('bank', PaymentValidationMessage.Bank);
      return { method: 'netbanking', bank, bankCode: BANK_CODES[bank] };
    }
    case 'card':
      return { method: 'card' };
  }
}
