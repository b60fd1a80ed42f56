import { REMOTE_APPS } from '../apps.ts';

/**
 * The header rules the web server (servers/web) and the webpack dev servers (build/webpack-config.ts) share, so
 * `npm run dev` answers with the production headers: the remotes' URLs from the apps table, /platform-config.json
 * (remotes and the payment gateway's checkout), CORS/CORP and the shell's security headers. What only the web server
 * does (caching, HSTS, the inlined config, the remotes' server builds) is in servers/web. Node-safe and browser-safe;
 * it imports only the apps table (the front-end image copies libs/mf/src).
 */

/** The remotes as the web server knows them: key, the two URL variables and the port (the apps table's). */
export const REMOTE_SERVERS = REMOTE_APPS.map((app) => ({ key: app.key, envVar: app.manifestUrlEnv, serverEnvVar: app.serverUrlEnv, port: app.port }));

export type Env = Record<string, string | undefined>;

/** The payment gateway's checkout as the browser loads it (ownership.ts' PlatformGatewayConfig, plus its frames). */
export interface GatewayConfigBody {
  /** URL of the gateway's Standard Checkout script. */
  checkoutScriptUrl: string;
  /** True while the gateway is a stand-in (the payment page says "Sandbox payments"). */
  sandbox: boolean;
  /** Origins the checkout shows frames from (the shell's CSP frame-src). */
  frameOrigins: string[];
}

export interface PlatformConfigBody {
  remotes: Record<string, string>;
  gateway: GatewayConfigBody;
}

/** Razorpay's own checkout script (libs/contracts' RAZORPAY_LIVE_CHECKOUT_SCRIPT, written again: libs/mf imports no other library). */
export const RAZORPAY_CHECKOUT_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
/** Razorpay's checkout script frames its payment pages from Razorpay's API origin (Razorpay's CSP guidance). */
export const RAZORPAY_CHECKOUT_FRAME_ORIGIN = 'https://api.razorpay.com';
/** The local Razorpay stand-in (services/sandbox-gateway) under `npm start`. */
export const DEFAULT_GATEWAY_CHECKOUT_SCRIPT_URL = 'http://localhost:8090/v1/checkout.js';

/**
 * The gateway's checkout from GATEWAY_CHECKOUT_SCRIPT_URL (default: the local stand-in) and GATEWAY_SANDBOX
 * (`true`/`false`; default true unless the script is Razorpay's own). Only an http(s) URL is accepted.
 */
export function gatewayConfigFromEnv(env: Env): GatewayConfigBody {
  const checkoutScriptUrl = env.GATEWAY_CHECKOUT_SCRIPT_URL || DEFAULT_GATEWAY_CHECKOUT_SCRIPT_URL;
  const { protocol } = new URL(checkoutScriptUrl);
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error(`GATEWAY_CHECKOUT_SCRIPT_URL must be an http(s) URL, not ${checkoutScriptUrl}`);
  const flag = env.GATEWAY_SANDBOX?.trim().toLowerCase();
  if (flag && flag !== 'true' && flag !== 'false') throw new Error(`GATEWAY_SANDBOX must be true or false, not ${env.GATEWAY_SANDBOX}`);
  const sandbox = flag ? flag === 'true' : checkoutScriptUrl !== RAZORPAY_CHECKOUT_SCRIPT_URL;
  return { checkoutScriptUrl, sandbox, frameOrigins: checkoutFrameOrigins(env, checkoutScriptUrl) };
}

/**
 * GATEWAY_CHECKOUT_FRAME_ORIGINS (a comma list of origins), else what the checkout script is known to frame:
 * Razorpay's API origin for Razorpay's script, the script's own origin for the stand-in (its hosted page).
 */
function checkoutFrameOrigins(env: Env, checkoutScriptUrl: string): string[] {
  const listed = (env.GATEWAY_CHECKOUT_FRAME_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of listed) {
    if (new URL(origin).origin !== origin) throw new Error(`GATEWAY_CHECKOUT_FRAME_ORIGINS must list origins like https://api.razorpay.com, not ${origin}`);
  }
  if (listed.length > 0) return listed;
  return [checkoutScriptUrl === RAZORPAY_CHECKOUT_SCRIPT_URL ? RAZORPAY_CHECKOUT_FRAME_ORIGIN : new URL(checkoutScriptUrl).origin];
}

/** Body of /platform-config.json: each remote's manifest URL, from REMOTE_<NAME>_URL or localhost, and the gateway. */
export function platformConfigFromEnv(env: Env): PlatformConfigBody {
  const remotes: Record<string, string> = {};
  for (const remote of REMOTE_SERVERS) {
    remotes[remote.key] = env[remote.envVar] || `http://localhost:${remote.port}/mf-manifest.json`;
  }
  return { remotes, gateway: gatewayConfigFromEnv(env) };
}

/** JSON that is safe inside a `<script>` element: no `</script>`, no `<!--`, no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

export const DEFAULT_ALLOWED_ORIGINS = ['http://localhost:8080'];

/** Origins allowed to load a remote, from ALLOWED_ORIGINS (comma separated). */
export function parseAllowedOrigins(value: string | undefined): string[] {
  const list = (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return list.length > 0 ? list : DEFAULT_ALLOWED_ORIGINS;
}

/** CORS + CORP headers of a remote's files: the request origin is echoed only when allowed. */
export function remoteCorsHeaders(requestOrigin: string | undefined, allowed: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {
    'Cross-Origin-Resource-Policy': 'cross-origin',
    Vary: 'Origin',
    'X-Content-Type-Options': 'nosniff',
    // A remote's standalone page may not be framed either; its files load in the shell (a script, not a frame).
    'Content-Security-Policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
  if (requestOrigin && allowed.includes(requestOrigin)) headers['Access-Control-Allow-Origin'] = requestOrigin;
  return headers;
}

/** Distinct origins of the remote manifest URLs (named one by one in the CSP, no wildcard). */
export function remoteOrigins(config: Pick<PlatformConfigBody, 'remotes'>): string[] {
  return [...new Set(Object.values(config.remotes).map((url) => new URL(url).origin))];
}

/**
 * The origin of the gateway's checkout script: the one origin the shell's CSP lets run a script and show a frame
 * besides its own and the remotes' (the checkout script frames its hosted page from the same origin).
 */
export function gatewayOrigin(config: Pick<PlatformConfigBody, 'gateway'>): string {
  return new URL(config.gateway.checkoutScriptUrl).origin;
}

/** Origins the shell's CSP names besides its own: the remotes', the gateway's checkout script and its frames. */
export interface ShellCspOrigins {
  remotes: readonly string[];
  gateway: string;
  gatewayFrames: readonly string[];
}

/** The CSP origins of a platform config. */
export function shellCspOrigins(config: PlatformConfigBody): ShellCspOrigins {
  return { remotes: remoteOrigins(config), gateway: gatewayOrigin(config), gatewayFrames: config.gateway.frameOrigins };
}

/**
 * CSP of the shell. `extraConnect` adds e.g. the dev server's websocket. The gateway's origin may run its checkout
 * script and show its hosted checkout page (the card fields) in a frame; nothing else may be framed. The checkout
 * talks to its page by postMessage, so the gateway needs no connect-src.
 */
export function shellContentSecurityPolicy(origins: ShellCspOrigins, extraConnect: readonly string[] = []): string {
  const remotes = origins.remotes.join(' ');
  const connect = [...new Set([...origins.remotes, ...extraConnect])].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes} ${origins.gateway}`,
    // styled-components injects <style> elements at run time.
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    `img-src 'self' data: ${remotes}`,
    `font-src 'self' data: ${remotes}`,
    `connect-src 'self' ${connect}`,
    `frame-src ${origins.gatewayFrames.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Security headers of the shell's responses. */
export function shellSecurityHeaders(origins: ShellCspOrigins, extraConnect: readonly string[] = []): Record<string, string> {
  return {
    'Content-Security-Policy': shellContentSecurityPolicy(origins, extraConnect),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}
