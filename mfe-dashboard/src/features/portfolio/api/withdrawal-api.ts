import { api, ENDPOINT_OVERRIDE } from '@invest/api';
import type { OtpGenerateResponse, WithdrawalConfirmRequest, WithdrawalConfirmResponse, WithdrawalPreview } from '@invest/contracts';

const path = (investmentId: string) => `/investments/${encodeURIComponent(investmentId)}/withdrawal`;

/**
 * A fixed deposit's premature withdrawal: the preview (what the investor receives today, worked out by the server),
 * the OTP to their phone, and the confirmation, which moves the investment, its payouts and the portfolio.
 */
export const withdrawalApi = api.injectEndpoints({
  overrideExisting: ENDPOINT_OVERRIDE,
  endpoints: (build) => ({
    getWithdrawalPreview: build.query<WithdrawalPreview, string>({
      query: path,
      // Figures of one day and one ledger: never kept once the panel closes.
      keepUnusedDataFor: 0,
    }),
    sendWithdrawalOtp: build.mutation<OtpGenerateResponse, string>({
      query: (investmentId) => ({ url: `${path(investmentId)}/otp`, method: 'POST' }),
    }),
    confirmWithdrawal: build.mutation<WithdrawalConfirmResponse, WithdrawalConfirmRequest & { investmentId: string }>({
      query: ({ investmentId, ...body }) => ({ url: path(investmentId), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Investment', 'Payout', 'Portfolio', 'Transaction'] : []),
    }),
  }),
});

export const { useGetWithdrawalPreviewQuery, useSendWithdrawalOtpMutation, useConfirmWithdrawalMutation } = withdrawalApi;
