import type { SessionResponse } from '@invest/contracts';
import { errorResponse, fakeApi } from '@invest/testing';

/**
 * The session routes behind `fetch`: GET /api/session (401 when signed out), POST /api/session/logout, and
 * POST /api/otp/verify, which signs in as `state.verifiesAs` (an OTP verified in some remote).
 */
export function fakeSessionApi(initial: SessionResponse | null = null, options: { logoutStatus?: number } = {}) {
  const state: { session: SessionResponse | null; logoutStatus: number; verifiesAs: SessionResponse | null } = {
    session: initial,
    logoutStatus: options.logoutStatus ?? 204,
    verifiesAs: null,
  };
  const signIn = () => errorResponse(401, 'AUTHENTICATION_REQUIRED', 'Sign in');
  const api = fakeApi(
    {
      'POST /api/session/logout': () => {
        if (state.logoutStatus < 300) state.session = null;
        return new Response(state.logoutStatus < 300 ? null : 'down', { status: state.logoutStatus });
      },
      'POST /api/otp/verify': () => {
        if (!state.verifiesAs) return undefined;
        state.session = state.verifiesAs;
        return Response.json({ message: 'Phone number verified successfully.', verified: true, session: state.session });
      },
      'GET /api/session': () => (state.session ? Response.json(state.session) : undefined),
    },
    { otherwise: signIn },
  );
  return {
    state,
    get calls() {
      return api.calls.map((call) => `${call.method} ${call.path}`);
    },
  };
}
