/**
 * Where the API's CPU goes under one of the bench's loads: `node --cpu-prof` on an API process of its own, then the
 * profile's top entries (bench/cpuprofile-top.ts). Needs the API built (`npx nx run @invest/api-service:build`) and the
 * platform's ports free; run it under the platform lock:
 *
 *   flock /tmp/e2e.lock node bench/api-profile.ts portfolio catalogue      (PROFILE_SECONDS=15, LOG_LEVEL=info)
 *
 * Starts its own MySQL database, the two stand-ins and an API on :3000 to sign up the bench's user (20 investments),
 * stops that API, then for each load starts a profiled API (same database and settings), loads it and stops it. The
 * profiles stay in PROFILE_DIR (default: a new folder under the system's temp folder).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_URL, apiLoads, loadFor, userWithInvestments } from './api-load.ts';
import { startApi, startStandIns } from './api-processes.ts';
import { createBenchDatabase } from './bench-database.ts';
import { formatSummary, summarise } from './cpuprofile-top.ts';

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 15);
/**
 * Profiled, the API ran out of the shipped 160 MB old space within 15 s of the catalogue load (unprofiled it does not):
 * the profiled API gets more room (its figures are not the bench's).
 */
const PROFILER_HEAP = ['--max-old-space-size=1024'];
const dir = process.env.PROFILE_DIR ?? mkdtempSync(join(tmpdir(), 'api-profile-'));
const names = process.argv.slice(2);
const loads = apiLoads();
for (const name of names) if (!(name in loads)) throw new Error(`unknown load ${name}: one of ${Object.keys(loads).join(', ')}`);
if (names.length === 0) throw new Error(`usage: node bench/api-profile.ts <load>... (${Object.keys(loads).join(', ')})`);

mkdirSync(dir, { recursive: true });
const db = await createBenchDatabase();
const env = { DATABASE_URL: db.url, OTP_IP_LIMIT: '100000000', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', METRICS_PORT: '9464' };
const standIns = await startStandIns(env, (folder) => join(dir, `${folder.replace(/\//g, '-')}.log`)).catch(async (error: unknown) => {
  await db.drop();
  throw error;
});
try {
  const setupApi = await startApi({ port: 3000, env, logFile: join(dir, 'setup-api.log') });
  const user = await userWithInvestments().finally(() => setupApi.stop());
  for (const name of names) {
    const out = join(dir, name);
    mkdirSync(out, { recursive: true });
    const api = await startApi({ port: 3000, env, logFile: join(out, 'api.log'), nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${out}`, ...PROFILER_HEAP] });
    try {
      const load = loadFor(loads[name as keyof typeof loads], user, API_URL);
      // Warm-up: the profile should show the steady state, not the first requests' compilation.
      await load(2);
      const figures = await load(SECONDS);
      console.log(`${name}: ${figures.rps.toFixed(0)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${figures.errors} errors`);
    } finally {
      await api.stop();
    }
    const profile = readdirSync(out).find((file) => file.endsWith('.cpuprofile'));
    if (!profile) throw new Error(`no profile written in ${out}`);
    console.log(formatSummary(summarise(JSON.parse(readFileSync(join(out, profile), 'utf8')) as Parameters<typeof summarise>[0]), join(out, profile)));
  }
} finally {
  await Promise.all(standIns.map((process) => process.stop()));
  await db.drop();
}
