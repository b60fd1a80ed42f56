import { ErrorCode, NET_BANKING_BANKS, type NetBankingBank, PAYMENT_LIMITS, PaymentValidationMessage, UPI_ID_PATTERN } from '@invest/contracts';
import { AppException } from '../../common/exceptions/app-exception.js';
import { checkExpiry, isValidCardNumber, maskCard, maskUpiId } from './card.js';
import type { ProcessPaymentDto } from './dto/process-payment.dto.js';
import type { ChargeInstrument } from './gateway/payment-gateway.js';

const UPI_REGEX = new RegExp(UPI_ID_PATTERN);
const PAISE = 100;

function invalid(field: string, message: string): AppException {
  return new AppException(400, ErrorCode.ValidationFailed, message, { errors: [{ field, messages: [message] }] });
}

export interface CheckedInstrument {
  instrument: ChargeInstrument;
  /** What the ledger keeps: masked UPI ID, bank name, or card brand and last four. */
  masked: string;
}

/**
 * The server's own check of a payment request (spec 5 and 9): minimums per method, cash offline, and the UPI,
 * bank or card rules with the spec's messages. Returns the instrument to charge.
 */
export function checkPaymentRequest(dto: ProcessPaymentDto, amountPaise: number, today: string): CheckedInstrument {
  if (dto.paymentMethod === 'cash') {
    if (amountPaise < PAYMENT_LIMITS.cashMinimumAmount * PAISE) throw invalid('amount', PaymentValidationMessage.CashMinimum);
    throw new AppException(400, ErrorCode.BadRequest, PaymentValidationMessage.CashOffline);
  }
  if (amountPaise < PAYMENT_LIMITS.minimumAmount * PAISE) throw invalid('amount', PaymentValidationMessage.Minimum);
  switch (dto.paymentMethod) {
    case 'upi': {
      const upiId = dto.upiId?.trim() ?? '';
      if (!UPI_REGEX.test(upiId)) throw invalid('upiId', PaymentValidationMessage.UpiId);
      return { instrument: { method: 'upi', upiId }, masked: maskUpiId(upiId) };
    }
    case 'netbanking': {
      const bank = dto.bank;
      if (!bank || !(NET_BANKING_BANKS as readonly string[]).includes(bank)) throw invalid('bank', PaymentValidationMessage.Bank);
      return { instrument: { method: 'netbanking', bank: bank as NetBankingBank }, masked: bank };
    }
    case 'card': {
      const card = dto.cardDetails;
      if (!card || !isValidCardNumber(card.number)) throw invalid('cardDetails.number', PaymentValidationMessage.CardNumber);
      const expiry = checkExpiry(card.expiry, today);
      if (!expiry.ok) {
        throw invalid('cardDetails.expiry', expiry.reason === 'expired' ? PaymentValidationMessage.CardExpired : PaymentValidationMessage.CardExpiry);
      }
      if (!/^\d{3,4}$/.test(card.cvv)) throw invalid('cardDetails.cvv', PaymentValidationMessage.CardCvv);
      const holder = card.holder.trim();
      if (holder.length < 2) throw invalid('cardDetails.holder', PaymentValidationMessage.CardHolder);
      return {
        instrument: { method: 'card', card: { number: card.number, expiryMonth: expiry.month, expiryYear: expiry.year, cvv: card.cvv, holder } },
        masked: maskCard(card.number),
      };
    }
  }
}
