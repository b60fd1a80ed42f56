import { api, ENDPOINT_OVERRIDE } from '@invest/api';
import type { RedemptionResponse } from '@invest/contracts';

/** Redeeming a mutual fund or gold holding: the whole holding at today's price, paid to the verified bank account. */
export const marketApi = api.injectEndpoints({
  overrideExisting: ENDPOINT_OVERRIDE,
  endpoints: (build) => ({
    redeemHolding: build.mutation<RedemptionResponse, string>({
      query: (investmentId) => ({ url: `/investments/${encodeURIComponent(investmentId)}/redemption`, method: 'POST' }),
      invalidatesTags: (result) => (result ? ['Investment', 'Portfolio', 'Payout', 'Transaction'] : []),
    }),
  }),
});

export const { useRedeemHoldingMutation } = marketApi;
