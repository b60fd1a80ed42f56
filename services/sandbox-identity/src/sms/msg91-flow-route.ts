import { randomBytes } from 'node:crypto';
import { SANDBOX_IDENTITY_TEST_VALUES, TEXT_TEMPLATES_BY_LANGUAGE } from '@invest/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxIdentityOptions } from '../options.ts';
import { sleep } from '../sleep.ts';
import type { Inbox } from './inbox.ts';

/** MSG91 Flow (v5) request body: a template, a DLT sender id, and one entry per recipient with its variables. */
interface FlowBody {
  template_id?: unknown;
  flow_id?: unknown;
  sender?: unknown;
  short_url?: unknown;
  /** 1 for a text in a language other than English (Unicode), 0 or absent for English. */
  unicode?: unknown;
  recipients?: unknown;
}

type Recipient = Record<string, unknown> & { mobiles?: unknown };

const INDIAN_MOBILE = /^91([6-9]\d{9})$/;

const error = (message: string) => ({ type: 'error', message });

/** `##name##` placeholders of the template replaced by the recipient's variables. */
function render(template: string, variables: Recipient): string {
  return template.replace(/##(\w+)##/g, (whole, name: string) => {
    const value = variables[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });
}

/**
 * The stand-in's DLT templates by id: the OTP ones, English and Hindi (its options), and each transactional text in
 * each language (libs/contracts texts.ts).
 */
function templatesOf(options: SandboxIdentityOptions): ReadonlyMap<string, string> {
  return new Map([
    [options.msg91TemplateId, options.msg91TemplateText],
    [options.msg91HindiTemplateId, options.msg91HindiTemplateText],
    ...Object.values(TEXT_TEMPLATES_BY_LANGUAGE).flatMap((templates) => Object.values(templates).map((text) => [text.sandboxTemplateId, text.text] as const)),
  ]);
}

/** A template beyond the GSM alphabet's ASCII core (Devanagari): MSG91 sends it as Unicode only when asked (`unicode: 1`). */
const needsUnicode = (text: string): boolean => /[^\x20-\x7E]/.test(text);

/**
 * POST /api/v5/flow (and /api/v5/flow/): MSG91's "send SMS" Flow API. `authkey` header, JSON body
 * `{template_id, sender, short_url, recipients: [{mobiles: '91XXXXXXXXXX', <variable>: value}]}`; answers
 * `{type: 'success', message: <request id>}` or `{type: 'error', message}`. Delivered texts land in the inbox.
 */
export function registerMsg91FlowRoute(app: FastifyInstance, options: SandboxIdentityOptions, inbox: Inbox): void {
  const templates = templatesOf(options);
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers['authkey'] !== options.msg91AuthKey) {
      reply.code(401);
      return error('Authentication failure');
    }
    const body = (request.body ?? {}) as FlowBody;
    const templateId = body.template_id ?? body.flow_id;
    const templateText = typeof templateId === 'string' ? templates.get(templateId) : undefined;
    if (templateText === undefined) {
      reply.code(400);
      return error('Template ID is missing or invalid');
    }
    if (needsUnicode(templateText) && body.unicode !== 1 && body.unicode !== '1') {
      reply.code(400);
      return error('The template is in a language other than English: send it with unicode 1');
    }
    if (typeof body.sender !== 'string' || !/^[A-Z]{6}$/.test(body.sender)) {
      reply.code(400);
      return error('Sender ID must be the 6-letter DLT header');
    }
    const recipients = Array.isArray(body.recipients) ? (body.recipients as Recipient[]) : [];
    const phones = recipients.map((recipient) => (typeof recipient.mobiles === 'string' ? INDIAN_MOBILE.exec(recipient.mobiles)?.[1] : undefined));
    if (recipients.length === 0 || phones.some((phone) => phone === undefined)) {
      reply.code(400);
      return error('Mobile number is invalid: use 91 followed by the 10 digits');
    }
    if (phones.includes(SANDBOX_IDENTITY_TEST_VALUES.smsDownPhone)) {
      reply.code(500);
      return error('Internal server error');
    }
    if (phones.includes(SANDBOX_IDENTITY_TEST_VALUES.smsSlowPhone)) await sleep(options.slowResponseMs);
    const receivedAt = new Date().toISOString();
    recipients.forEach((recipient, index) => {
      inbox.deliver({
        phone: phones[index] ?? '',
        sender: body.sender as string,
        templateId: templateId as string,
        body: render(templateText, recipient),
        receivedAt,
      });
    });
    return { type: 'success', message: randomBytes(12).toString('hex') };
  };
  app.post('/api/v5/flow', handler);
  app.post('/api/v5/flow/', handler);
}
