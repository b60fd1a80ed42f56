import type { SessionResponse } from '@invest/contracts';
import { api } from './api.js';

/** Session endpoints: `getSession` answers null when signed out (401), `logout` ends the session. */
export const sessionApi = api.injectEndpoints({
  overrideExisting: 'throw',
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
      invalidatesTags: ['Session'],
    }),
  }),
});

export const { useGetSessionQuery, useLogoutMutation } = sessionApi;
