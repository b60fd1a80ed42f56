import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

const CANDIDATES = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'];

/** Debian's Chromium, started the way this machine needs it (no sandbox as root, no background networking). */
export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = process.env.CHROMIUM_PATH ?? CANDIDATES.find((path) => existsSync(path));
  if (!executablePath) throw new Error('Chromium not found: apt-get install -y chromium (or set CHROMIUM_PATH)');
  return {
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
