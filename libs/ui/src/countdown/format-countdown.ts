/** Seconds as minutes and seconds: 300 → '5:00', 299 → '4:59', 59 → '0:59'. */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
