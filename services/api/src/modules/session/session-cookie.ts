import type { FastifyReply, FastifyRequest } from 'fastify';
import { SECURE_SESSION_COOKIE, SESSION_ABSOLUTE_MS, SESSION_COOKIE } from './session-policy.js';

/** True when the request reached us over HTTPS: direct TLS, or `X-Forwarded-Proto: https` from a trusted proxy (TRUST_PROXY). */
function overHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/**
 * The session cookie's name for this request. Over HTTPS it is `__Host-sid`: the browser keeps it only when it is
 * Secure, has Path=/ and no Domain, so neither a sibling subdomain nor a plain-HTTP page can plant or overwrite it
 * (and only that name is read over HTTPS). A `__Host-` cookie must be Secure, which a browser refuses to store from
 * plain HTTP: development on http://localhost keeps the plain name `sid`.
 */
export function sessionCookieName(request: FastifyRequest): string {
  return overHttps(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** The request carries a session cookie (valid or not). */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return request.cookies[sessionCookieName(request)] !== undefined;
}

/** The session token of the request's signed session cookie, when present and untampered. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const raw = request.cookies[sessionCookieName(request)];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

/** Sets the session cookie; Secure when `secure` (production) and always over HTTPS. */
export function writeSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(sessionCookieName(reply.request), token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: secure || overHttps(reply.request),
    signed: true,
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(sessionCookieName(reply.request), { httpOnly: true, sameSite: 'lax', path: '/', secure: secure || overHttps(reply.request) });
}
