import { api } from '@invest/api';
import {
  IDEMPOTENCY_KEY_HEADER,
  type CreateInvestmentRequest,
  type CreateInvestmentResponse,
  type ProcessPaymentRequest,
  type ProcessPaymentResponse,
  type UpiValidateRequest,
  type UpiValidateResponse,
} from '@invest/contracts';

/** A request plus the Idempotency-Key of this attempt (a retry of the same attempt reuses it). */
export interface Keyed<T> {
  body: T;
  idempotencyKey: string;
}

/** Spec 7: investment creation and payment; the UPI check goes through the gateway sandbox. */
export const paymentApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    createInvestment: build.mutation<CreateInvestmentResponse, Keyed<CreateInvestmentRequest>>({
      query: ({ body, idempotencyKey }) => ({ url: '/investments', method: 'POST', body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }),
    }),
    processPayment: build.mutation<ProcessPaymentResponse, Keyed<ProcessPaymentRequest>>({
      query: ({ body, idempotencyKey }) => ({ url: '/payments/process', method: 'POST', body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }),
      invalidatesTags: ['Investment', 'Portfolio', 'Transaction', 'Payout'],
    }),
    validateUpiId: build.mutation<UpiValidateResponse, UpiValidateRequest>({
      query: (body) => ({ url: '/payments/upi/validate', method: 'POST', body }),
    }),
  }),
});

export const { useCreateInvestmentMutation, useProcessPaymentMutation, useValidateUpiIdMutation } = paymentApi;
