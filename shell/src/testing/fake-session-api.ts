import type { SessionResponse } from '@invest/contracts';
import { vi } from 'vitest';

/**
 * `fetch` standing in for the session routes: GET /api/session (401 when signed out), POST /api/session/logout, and
 * POST /api/otp/verify, which signs in as `state.verifiesAs` (an OTP verified in some remote).
 */
export function fakeSessionApi(initial: SessionResponse | null = null, options: { logoutStatus?: number } = {}) {
  const state: { session: SessionResponse | null; logoutStatus: number; verifiesAs: SessionResponse | null } = {
    session: initial,
    logoutStatus: options.logoutStatus ?? 204,
    verifiesAs: null,
  };
  const calls: string[] = [];
  const NodeRequest = globalThis.Request;
  class RelativeRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
    }
  }
  vi.stubGlobal('Request', RelativeRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const request = input as Request;
      const key = `${request.method} ${new URL(request.url).pathname}`;
      calls.push(key);
      if (key === 'POST /api/session/logout') {
        if (state.logoutStatus < 300) state.session = null;
        return new Response(state.logoutStatus < 300 ? null : 'down', { status: state.logoutStatus });
      }
      if (key === 'POST /api/otp/verify' && state.verifiesAs) {
        state.session = state.verifiesAs;
        return Response.json({ message: 'Phone number verified successfully.', verified: true, session: state.session });
      }
      if (key === 'GET /api/session' && state.session) return Response.json(state.session);
      return Response.json({ statusCode: 401, code: 'AUTHENTICATION_REQUIRED', message: 'Sign in' }, { status: 401 });
    }),
  );
  return { state, calls };
}
