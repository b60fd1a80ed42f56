import { BRAND } from './brand.js';

/** WhatsApp chat link with a prefilled message. */
export function whatsappUrl(message: string): string {
  return `https://wa.me/${BRAND.whatsapp.number}?text=${encodeURIComponent(message)}`;
}

/** tel: link to the support phone, or to another number of the brand config. */
export function telUrl(e164: string = BRAND.phone.e164): string {
  return `tel:${e164}`;
}

/** mailto: link with an optional subject. */
export function mailtoUrl(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}
