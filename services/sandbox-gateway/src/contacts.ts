/**
 * RazorpayX's Contacts API: whom payouts go to. The same name, email, contact, type and reference_id answer the
 * existing contact instead of a new one (as RazorpayX does), so a caller may create its contact idempotently.
 */
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from './context.ts';
import { badRequest, unknownId } from './errors.ts';
import { asFields, optionalString, readNotes } from './fields.ts';
import { newId } from './ids.ts';
import { CONTACT_TYPES, type ContactRecord, type ContactType, contactEntity } from './payout-entities.ts';
import { readName } from './razorpayx-fields.ts';

function readType(value: string | undefined): ContactType | null {
  if (value === undefined) return null;
  const type = CONTACT_TYPES.find((candidate) => candidate === value);
  if (!type) throw badRequest(`Invalid type: ${value}`, 'type');
  return type;
}

export function contactRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post('/v1/contacts', async (request) => {
    const fields = asFields(request.body);
    const name = readName(fields, 'name', 3, 50);
    const email = optionalString(fields, 'email', 70)?.trim() || null;
    if (email !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest('The email must be a valid email address.', 'email');
    const contact = optionalString(fields, 'contact', 15)?.trim() || null;
    if (contact !== null && !/^\+?\d{8,14}$/.test(contact)) throw badRequest('The contact must be a valid phone number.', 'contact');
    const type = readType(optionalString(fields, 'type', 40));
    const referenceId = optionalString(fields, 'reference_id', 40) ?? null;
    const notes = readNotes(fields);
    const candidate = { name, email, contact, type, referenceId };
    const existing = ctx.ledger.razorpayx.sameContact(candidate);
    if (existing) return contactEntity(existing);
    const record: ContactRecord = { id: newId('cont'), ...candidate, notes, createdAt: ctx.now() };
    ctx.ledger.razorpayx.addContact(record);
    return contactEntity(record);
  });

  app.get<{ Params: { id: string } }>('/v1/contacts/:id', async (request) => {
    const contact = ctx.ledger.razorpayx.contact(request.params.id);
    if (!contact) throw unknownId();
    return contactEntity(contact);
  });
}
