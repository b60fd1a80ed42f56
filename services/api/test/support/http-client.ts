import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@invest/contracts';

export interface HttpResult<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
  setCookies: string[];
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is (for malformed JSON and oversize bodies). */
  rawBody?: string;
  headers?: Record<string, string>;
  /** Send the CSRF header (default true). */
  csrf?: boolean;
}

/** A browser-like client of one API base URL: keeps the session cookie, sends the CSRF header. */
export class HttpClient {
  cookie: string | undefined;

  constructor(
    readonly baseUrl: string,
    /** Client address seen by the API (X-Forwarded-For from loopback is trusted by default). */
    readonly ip?: string,
  ) {}

  /** The same browser (cookie) talking to another instance. */
  withBaseUrl(baseUrl: string): HttpClient {
    const other = new HttpClient(baseUrl, this.ip);
    other.cookie = this.cookie;
    return other;
  }

  get<T = unknown>(path: string, options: RequestOptions = {}): Promise<HttpResult<T>> {
    return this.request<T>('GET', path, options);
  }

  post<T = unknown>(path: string, body?: unknown, options: RequestOptions = {}): Promise<HttpResult<T>> {
    return this.request<T>('POST', path, { ...options, ...(body === undefined ? {} : { body }) });
  }

  async request<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<HttpResult<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.csrf !== false && method !== 'GET') headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
    if (this.ip) headers['x-forwarded-for'] = this.ip;
    if (this.cookie) headers['cookie'] = this.cookie;
    let payload: string | undefined = options.rawBody;
    if (options.body !== undefined) payload = JSON.stringify(options.body);
    if (payload !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, ...(payload === undefined ? {} : { body: payload }) });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair = ''] = line.split(';');
      const [name, value = ''] = pair.split('=');
      // `sid` over plain HTTP, `__Host-sid` over HTTPS (X-Forwarded-Proto from a trusted proxy).
      if (name === 'sid' || name === '__Host-sid') this.cookie = value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line) ? undefined : pair;
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (e.g. the docs page): keep the text.
    }
    return { status: response.status, headers: response.headers, body: body as T, text, setCookies };
  }
}
