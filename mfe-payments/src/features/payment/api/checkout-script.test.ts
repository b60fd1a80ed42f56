import { afterEach, describe, expect, it } from '@jest/globals';
import { stubGlobal } from '@invest/testing';
import { loadCheckoutScript } from './checkout-script.js';

const URL_ = 'http://localhost:8090/v1/checkout.js';
const scripts = () => [...document.head.querySelectorAll('script[src]')] as HTMLScriptElement[];

afterEach(() => {
  for (const script of scripts()) script.remove();
});

describe('loadCheckoutScript', () => {
  it('adds the script once and gives window.Razorpay once it has loaded', async () => {
    const first = loadCheckoutScript(URL_);
    const second = loadCheckoutScript(URL_);
    expect(second).toBe(first);
    expect(scripts().map((script) => script.src)).toEqual([URL_]);
    class Razorpay {}
    stubGlobal('Razorpay', Razorpay);
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(Razorpay);
    // Loaded: no second script.
    await expect(loadCheckoutScript(URL_)).resolves.toBe(Razorpay);
    expect(scripts()).toHaveLength(1);
  });

  it('forgets a failed load, so the next payment tries again', async () => {
    const url = 'http://localhost:8090/v1/other-checkout.js';
    const failing = loadCheckoutScript(url);
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('could not be loaded');
    await Promise.resolve();
    expect(scripts()).toHaveLength(0);
    const again = loadCheckoutScript(url);
    expect(again).not.toBe(failing);
    expect(scripts()).toHaveLength(1);
    again.catch(() => undefined);
  });
});
