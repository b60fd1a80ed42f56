import type { FastifyInstance } from 'fastify';
import type { SandboxIdentityOptions } from '../options.ts';
import { fourDecimals, isTradingDay, priceOn } from './price-walk.ts';
import { GOLD_START_E4 } from './sandbox-schemes.ts';

/**
 * GET /gold/v1/price?date=YYYY-MM-DD with `x-api-key`: the day's 24-carat (999) gold price per gram in rupees,
 * `{ date, currency: 'INR', unit: 'gram', purity: '999', price: '7523.4500' }`, walking day by day like the NAVs.
 * A wrong key is 401; a malformed date 400; a Saturday or Sunday 404 (no price published).
 */
export function registerGoldPriceRoute(app: FastifyInstance, options: SandboxIdentityOptions): void {
  app.get<{ Querystring: { date?: string } }>('/gold/v1/price', async (request, reply) => {
    if (request.headers['x-api-key'] !== options.goldPriceApiKey) {
      reply.code(401);
      return { error: 'invalid_api_key', message: 'The x-api-key header is missing or wrong.' };
    }
    const date = request.query.date ?? '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
      reply.code(400);
      return { error: 'invalid_date', message: 'date must be YYYY-MM-DD.' };
    }
    if (!isTradingDay(date)) {
      reply.code(404);
      return { error: 'no_price', message: `No price is published for ${date} (markets are closed on Saturdays and Sundays).` };
    }
    reply.header('cache-control', 'no-store');
    return { date, currency: 'INR', unit: 'gram', purity: '999', price: fourDecimals(priceOn('XAU999', GOLD_START_E4, date)) };
  });
}
