import { api, ENDPOINT_OVERRIDE } from '@invest/api';
import {
  type AgreementState,
  IDEMPOTENCY_KEY_HEADER,
  type CreateInvestmentRequest,
  type CreateInvestmentResponse,
  type PlanTerms,
  type ProcessPaymentRequest,
  type ProcessPaymentResponse,
  type UpiValidateRequest,
  type UpiValidateResponse,
  type VerifyPaymentRequest,
  type VerifyPaymentResponse,
} from '@invest/contracts';

/** A request plus the Idempotency-Key of this attempt (a retry of the same attempt reuses it). */
export interface Keyed<T> {
  body: T;
  idempotencyKey: string;
}

/**
 * Product §7: the plan's terms, investment creation, the payment (a gateway order, then the checkout's result) and the UPI
 * check through the gateway.
 */
export const paymentApi = api.injectEndpoints({
  overrideExisting: ENDPOINT_OVERRIDE,
  endpoints: (build) => ({
    getPlanTerms: build.query<PlanTerms, string>({
      query: (planId) => `/catalogue/plans/${encodeURIComponent(planId)}`,
      providesTags: ['Catalogue'],
    }),
    /** The agreements of the signed-in user (by user id, so another sign-in fetches afresh): the terms' acceptance. */
    getPaymentAgreements: build.query<AgreementState[], string>({
      query: () => '/privacy/agreements',
      providesTags: [{ type: 'Privacy', id: 'agreements' }],
    }),
    createInvestment: build.mutation<CreateInvestmentResponse, Keyed<CreateInvestmentRequest>>({
      query: ({ body, idempotencyKey }) => ({ url: '/investments', method: 'POST', body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }),
    }),
    processPayment: build.mutation<ProcessPaymentResponse, Keyed<ProcessPaymentRequest>>({
      query: ({ body, idempotencyKey }) => ({ url: '/payments/process', method: 'POST', body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }),
      // An acceptance of the terms sent with it is now on record, or a refusal says it is missing: read them again.
      invalidatesTags: [{ type: 'Privacy', id: 'agreements' }],
    }),
    verifyPayment: build.mutation<VerifyPaymentResponse, VerifyPaymentRequest>({
      query: (body) => ({ url: '/payments/verify', method: 'POST', body }),
      invalidatesTags: (result) => (result?.status === 'completed' ? ['Investment', 'Portfolio', 'Transaction', 'Payout'] : []),
    }),
    validateUpiId: build.mutation<UpiValidateResponse, UpiValidateRequest>({
      query: (body) => ({ url: '/payments/upi/validate', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetPlanTermsQuery,
  useGetPaymentAgreementsQuery,
  useCreateInvestmentMutation,
  useProcessPaymentMutation,
  useVerifyPaymentMutation,
  useValidateUpiIdMutation,
} = paymentApi;
