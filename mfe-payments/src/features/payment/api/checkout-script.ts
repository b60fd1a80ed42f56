import { razorpayOf, type RazorpayConstructor } from './razorpay.js';

const loading = new Map<string, Promise<RazorpayConstructor>>();

/**
 * Loads the gateway's checkout script (the platform config's `gateway.checkoutScriptUrl`) once per page and gives
 * `window.Razorpay`. A failed load is forgotten, so the next payment tries again.
 */
export function loadCheckoutScript(url: string, doc: Document = document): Promise<RazorpayConstructor> {
  const ready = razorpayOf(doc.defaultView ?? window);
  if (ready) return Promise.resolve(ready);
  const pending = loading.get(url);
  if (pending) return pending;
  const script = doc.createElement('script');
  const promise = new Promise<RazorpayConstructor>((resolve, reject) => {
    script.src = url;
    script.async = true;
    script.onload = () => {
      const loaded = razorpayOf(doc.defaultView ?? window);
      if (loaded) resolve(loaded);
      else reject(new Error(`${url} did not define the checkout.`));
    };
    script.onerror = () => reject(new Error(`The checkout script ${url} could not be loaded.`));
  });
  loading.set(url, promise);
  promise.catch(() => {
    loading.delete(url);
    script.remove();
  });
  doc.head.appendChild(script);
  return promise;
}
