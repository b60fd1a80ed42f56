import { describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { routeLineWriter } from './request-line.js';
import { requestLogger } from './request-log.js';

/** The API's request logger (its options as shipped), writing into `lines`. */
function loggerInto(lines: string[]) {
  return requestLogger('info', { write: (line: string) => void lines.push(line) });
}

/** The line with its time (the one part a second call cannot repeat) taken out. */
const untimed = (line: string | undefined) => line?.replace(/"time":\d+,/, '"time":0,');

describe('a request line written from its parts', () => {
  it.each([
    ['info', 'GET', '/api/catalogue/products', { reqId: 'req-1', statusCode: 200, responseTime: 0 }],
    ['info', 'HEAD', '/api/catalogue/products', { reqId: 'req-zz9', statusCode: 304, responseTime: 3 }],
    ['warn', 'POST', '/api/otp/verify', { reqId: 'req-a', statusCode: 422, responseTime: 17 }],
    ['error', 'GET', '/api/portfolio/:userId', { reqId: 'id "quoted" \\ ünïcödé', statusCode: 503, responseTime: 30001 }],
  ] as const)('is the bytes pino writes: %s %s %s', (level, method, route, fields) => {
    const ours: string[] = [];
    const pinos: string[] = [];
    const before = Date.now();
    routeLineWriter(loggerInto(ours), method, route)(level, fields);
    loggerInto(pinos)[level]({ reqId: fields.reqId, method, route, statusCode: fields.statusCode, responseTime: fields.responseTime }, 'request completed');
    expect(ours).toHaveLength(1);
    expect(untimed(ours[0])).toBe(untimed(pinos[0]));
    const parsed = JSON.parse(ours[0] ?? '') as { time: number; level: number; pid: number };
    expect(parsed.time).toBeGreaterThanOrEqual(before);
    expect(parsed.time).toBeLessThanOrEqual(Date.now());
    expect(parsed.level).toBe(pino.levels.values[level]);
    expect(parsed.pid).toBe(process.pid);
  });

  it("is pino's own line, the mixin's fields with it, when the logger has a mixin (tracing's trace and span ids)", () => {
    const lines: string[] = [];
    let calls = 0;
    const traced = pino({ level: 'info', mixin: () => ({ trace_id: `trace-${(calls += 1)}` }) }, { write: (line: string) => void lines.push(line) });
    const write = routeLineWriter(traced, 'GET', '/api/session');
    write('info', { reqId: 'req-1', statusCode: 200, responseTime: 1 });
    write('info', { reqId: 'req-2', statusCode: 200, responseTime: 1 });
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ trace_id: 'trace-1', reqId: 'req-1', method: 'GET', route: '/api/session', msg: 'request completed' }),
      expect.objectContaining({ trace_id: 'trace-2', reqId: 'req-2' }),
    ]);
  });

  it("goes to the logger's own destination, one line per call", () => {
    const lines: string[] = [];
    const write = routeLineWriter(loggerInto(lines), 'GET', '/api/session');
    write('info', { reqId: 'req-1', statusCode: 200, responseTime: 1 });
    write('warn', { reqId: 'req-2', statusCode: 401, responseTime: 2 });
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ level: 30, reqId: 'req-1', method: 'GET', route: '/api/session', statusCode: 200, responseTime: 1, msg: 'request completed' }),
      expect.objectContaining({ level: 40, reqId: 'req-2', statusCode: 401, responseTime: 2 }),
    ]);
    expect(lines.every((line) => line.endsWith('}\n'))).toBe(true);
  });
});
