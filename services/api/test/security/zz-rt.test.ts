import { it } from 'vitest';
import { createApp } from '/work/main/services/api/src/create-app.js';
import { createTestDatabase } from '/work/main/services/api/test/support/test-database.js';
it('x', async () => {
  const db = await createTestDatabase();
  const app = await createApp({ env: { NODE_ENV: 'test', ...db.env }, requestTimeoutMs: 1500 });
  await app.listen({ port: 0 });
  const s = app.getHttpServer() as any;
  const syms = Object.getOwnPropertySymbols(s).map(String);
  console.log('RT', s.requestTimeout, (s[Object.getOwnPropertySymbols(s).find((x:any)=>String(x).includes('Interval'))!] as any)._idleTimeout);
  await app.close(); await db.drop();
});
