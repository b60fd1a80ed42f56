import type { SessionResponse } from '@invest/contracts';
import { api, ENDPOINT_OVERRIDE } from './api.js';

/**
 * Session endpoints: `getSession` answers null when signed out (401), `logout` ends the session. Signing in is
 * `verifyOtp` (otp-api.ts); both invalidate the session, so every reader follows without a reload.
 */
export const sessionApi = api.injectEndpoints({
  overrideExisting: ENDPOINT_OVERRIDE,
  endpoints: (build) => ({
    getSession: build.query<SessionResponse | null, void>({
      async queryFn(_arg, _queryApi, _extraOptions, baseQuery) {
        const result = await baseQuery('/session');
        if (result.error) return result.error.status === 401 ? { data: null } : { error: result.error };
        return { data: result.data as SessionResponse };
      },
      providesTags: ['Session'],
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/session/logout', method: 'POST' }),
      // Signed out at once everywhere the session is read (header, pages), before the refetch confirms it.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(sessionApi.util.upsertQueryData('getSession', undefined, null));
      },
      invalidatesTags: ['Session'],
    }),
  }),
});

export const { useGetSessionQuery, useLogoutMutation } = sessionApi;
