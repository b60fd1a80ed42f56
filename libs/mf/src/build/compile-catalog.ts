import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/** Where an app keeps its message catalogues: `src/messages/<locale>.json`, one flat object of ICU messages by id. */
export const CATALOG_FILE = /[\\/]messages[\\/][a-z]{2}\.json$/;

/**
 * A catalogue's JSON (`{ "header.signIn": "Sign in", "otp.sent": "OTP sent to {phone}" }`) compiled into what
 * Lingui's runtime reads: each ICU message parsed once at build time, so the page ships no message parser. Throws,
 * naming the message, on anything that is not a flat object of valid ICU strings.
 */
export function compileCatalog(json: string, file: string): string {
  const parsed: unknown = JSON.parse(json);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`${file}: a catalogue is one object of messages by id`);
  const compiled: Record<string, unknown> = {};
  for (const [id, message] of Object.entries(parsed)) {
    if (typeof message !== 'string') throw new Error(`${file}: message ${id} is not a string`);
    try {
      compiled[id] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${file}: message ${id} is not valid ICU: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
  return JSON.stringify(compiled);
}
