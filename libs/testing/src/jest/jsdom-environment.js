// @ts-check
import BaseJSDOMEnvironment from '@jest/environment-jsdom-abstract';
import * as jsdom from 'jsdom';

/**
 * Jest's jsdom environment on the workspace's one jsdom (no `jest-environment-jsdom`, which would bring a second).
 * jsdom has no fetch: the page gets Node's fetch, Request, Response and Headers, as a browser has them, with
 * relative URLs ('/api/session') resolved against the page's location as a browser does.
 */
export default class JsdomEnvironment extends BaseJSDOMEnvironment {
  /**
   * @param {import('@jest/environment').JestEnvironmentConfig} config
   * @param {import('@jest/environment').EnvironmentContext} context
   */
  constructor(config, context) {
    super(config, context, jsdom);
    const page = this.global;
    const NodeRequest = globalThis.Request;
    class PageRequest extends NodeRequest {
      /** @param {RequestInfo | URL} input @param {RequestInit} [init] */
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page.location.href) : input, init);
      }
    }
    /** @type {typeof fetch} */
    const pageFetch = (input, init) => globalThis.fetch(typeof input === 'string' ? new URL(input, page.location.href) : input, init);
    Object.assign(page, {
      fetch: pageFetch,
      Request: PageRequest,
      Response: globalThis.Response,
      Headers: globalThis.Headers,
      AbortController: globalThis.AbortController,
      AbortSignal: globalThis.AbortSignal,
      ReadableStream: globalThis.ReadableStream,
      TextEncoder: globalThis.TextEncoder,
      TextDecoder: globalThis.TextDecoder,
      structuredClone: globalThis.structuredClone,
    });
  }
}
