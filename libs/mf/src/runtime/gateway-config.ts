import { PLATFORM_CONFIG_ELEMENT_ID, type PlatformGatewayConfig } from '../ownership.ts';

/** The part of a page the reader needs (a Document in the browser; a stand-in in tests). */
export type ConfigPage = Pick<Document, 'getElementById'>;

/** The `gateway` of a platform config body, if it is a valid one: an http(s) script URL and a sandbox flag. */
export function gatewayConfigOf(body: unknown): PlatformGatewayConfig | null {
  if (typeof body !== 'object' || body === null) return null;
  const gateway = (body as { gateway?: unknown }).gateway;
  if (typeof gateway !== 'object' || gateway === null) return null;
  const { checkoutScriptUrl, sandbox } = gateway as Record<string, unknown>;
  if (typeof checkoutScriptUrl !== 'string' || typeof sandbox !== 'boolean') return null;
  try {
    const { protocol } = new URL(checkoutScriptUrl);
    if (protocol !== 'https:' && protocol !== 'http:') return null;
  } catch {
    return null;
  }
  return { checkoutScriptUrl, sandbox };
}

/** The config the shell's server inlined into the page, parsed; undefined when the page has none (dev server). */
function inlineConfig(page: ConfigPage): unknown {
  const block = page.getElementById(PLATFORM_CONFIG_ELEMENT_ID);
  if (!block || block.getAttribute('type') !== 'application/json') return undefined;
  try {
    return JSON.parse(block.textContent ?? '') as unknown;
  } catch {
    return null;
  }
}

let fetched: Promise<PlatformGatewayConfig | null> | null = null;

async function fetchGatewayConfig(fetchImpl: typeof fetch): Promise<PlatformGatewayConfig | null> {
  try {
    const response = await fetchImpl('/platform-config.json', { cache: 'no-store', credentials: 'same-origin' });
    return response.ok ? gatewayConfigOf(await response.json()) : null;
  } catch {
    return null;
  }
}

/**
 * The payment gateway's checkout: from the platform config the shell's server inlined into the page, else from
 * /platform-config.json (the shell's dev server; asked once per page). Null when neither names a valid gateway,
 * e.g. a remote running standalone: the payment page then cannot open the checkout.
 */
export function readGatewayConfig(page: ConfigPage = document, fetchImpl: typeof fetch = fetch): Promise<PlatformGatewayConfig | null> {
  const inline = inlineConfig(page);
  if (inline !== undefined) return Promise.resolve(gatewayConfigOf(inline));
  fetched ??= fetchGatewayConfig(fetchImpl);
  return fetched;
}

/** Forgets the fetched config (tests). */
export function forgetGatewayConfig(): void {
  fetched = null;
}
