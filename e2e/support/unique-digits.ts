/**
 * The last two digits of a made-up phone, Aadhaar or account number, after digits of the clock: the call's count
 * (tens) and the worker's parallel index (units), so that two workers running side by side never make the same number
 * in the same millisecond.
 */
export function callAndWorkerDigits(count: number): string {
  const worker = Number(process.env.TEST_PARALLEL_INDEX ?? '0') % 10;
  return `${count % 10}${worker}`;
}
