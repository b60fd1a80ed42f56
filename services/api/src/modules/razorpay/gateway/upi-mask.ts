/** `ra***@okaxis`: enough for the user to recognise, not enough to reuse. */
export function maskUpiId(upiId: string): string {
  const [name = '', handle = ''] = upiId.split('@');
  return `${name.slice(0, 2)}***@${handle}`;
}
