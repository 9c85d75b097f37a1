// The one api client, on the browser's fetch (axios was 18 KB of every first load): base URL from config.json,
// bearer token from the session, a 15 s timeout, and a 401 from /api/balance logs the player out (docs/spec.md section 4).
import { getConfig, hasConfig } from '../config';
import { clearSession, realityCheckAtom, SERVER_PLAYER_TOKEN, sessionStore, tokenAtom } from '../session';
import { RG_MSG } from '../contract/responsible-rules';
import { i18n } from '../i18n';
import { formatInteger } from '../format';
import type { ParamsOf } from '../contract/url';
import { ACCEPT, takeEarlyCall, type EarlyAnswer } from './early';
import type { AnswerOf, Static, TSchema } from '../contract/schema';

export interface RequestConfig {
  /** Query parameters; undefined and null ones are left out. */
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** 'json' (default: the body parsed when it is JSON) or 'text'. */
  responseType?: 'json' | 'text';
  signal?: AbortSignal;
  /** Milliseconds; default `http.defaults.timeout`. */
  timeout?: number;
  /** Sent without the player's token: a call anyone may make (`anyone()` of the contract). */
  anonymous?: boolean;
}

export interface HttpRequest extends RequestConfig {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** The address as the call names it (/api/...). */
  url: string;
  /** A plain object is sent as JSON, FormData as it is. */
  data?: unknown;
}

export interface HttpResponse<T> {
  data: T;
  status: number;
}

/** A call that failed: with the server's answer (`response`), or without one (network down, refused, timeout). */
export class HttpError extends Error {
  readonly isHttpError = true;
  constructor(
    message: string,
    readonly response?: { status: number; data: unknown },
  ) {
    super(message);
  }
}

export type Adapter = (req: HttpRequest) => Promise<HttpResponse<unknown>>;

function withQuery(address: string, params: Record<string, unknown> | undefined): string {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined && v !== null) query.append(k, String(v));
  const s = query.toString();
  return s ? `${address}${address.includes('?') ? '&' : '?'}${s}` : address;
}

/** The transport: fetch with a timeout; the tests replace it (mockApi). */
const fetchAdapter: Adapter = async (req) => {
  const base = hasConfig() && !/^https?:/.test(req.url) ? getConfig().apiBase : '';
  const headers: Record<string, string> = { Accept: ACCEPT, ...req.headers };
  let body: BodyInit | undefined;
  if (req.data instanceof FormData) body = req.data;
  else if (req.data !== undefined) {
    body = JSON.stringify(req.data);
    headers['Content-Type'] = 'application/json';
  }
  const controller = new AbortController();
  const stop = () => controller.abort();
  req.signal?.addEventListener('abort', stop);
  const timer = setTimeout(stop, req.timeout ?? http.defaults.timeout);
  let res: EarlyAnswer;
  let text: string;
  try {
    const address = withQuery(`${base}${req.url}`, req.params);
    // the same call the shell's first script started while the app was coming (early.ts), taken once
    const plain = body === undefined && Object.keys(headers).every((h) => h === 'Accept' || h === 'Authorization');
    const early = plain ? takeEarlyCall(req.method, address, headers.Authorization) : undefined;
    res = await (early ?? fetch(address, { method: req.method, headers, body, signal: controller.signal }));
    text = await res.text();
  } catch {
    throw new HttpError(controller.signal.aborted && !req.signal?.aborted ? 'Timeout' : 'Network Error');
  } finally {
    clearTimeout(timer);
    req.signal?.removeEventListener('abort', stop);
  }
  let data: unknown = text;
  if (req.responseType !== 'text' && text) {
    try {
      data = JSON.parse(text);
    } catch {
      /* not JSON: the text as it came */
    }
  }
  return { data, status: res.status };
};

/** What happens after a forced logout; the shell may replace it with a router navigation. */
let onForcedLogout: () => void = () => {
  if (typeof window !== 'undefined') window.location.assign('/');
};
export function setForcedLogoutHandler(handler: () => void): void {
  onForcedLogout = handler;
}

async function request<T>(req: HttpRequest): Promise<HttpResponse<T>> {
  const token = sessionStore.get(tokenAtom);
  // a player's page drawn on the server: nothing of the player's is asked for (the client asks with the real token)
  if (token === SERVER_PLAYER_TOKEN && !req.anonymous) throw new HttpError("Not asked: a player's page drawn on the server");
  const headers = { ...req.headers };
  // a call may bring its own token (the exchange's)
  if (token && !req.anonymous && !Object.keys(headers).some((h) => h.toLowerCase() === 'authorization')) headers.Authorization = `Bearer ${token}`;
  const res = await http.defaults.adapter({ ...req, headers });
  if (res.status >= 200 && res.status < 300) return res as HttpResponse<T>;
  if (res.status === 401 && req.url.includes('/api/balance')) {
    clearSession();
    onForcedLogout();
  }
  // a bet or a round refused until the reality check is answered: the shell shows it now
  if (res.status === 403 && (res.data as { message?: unknown } | null)?.message === RG_MSG.realityDue) sessionStore.set(realityCheckAtom, true);
  throw new HttpError(`Request failed with status ${res.status}`, res);
}

export const http = {
  defaults: { adapter: fetchAdapter, timeout: 15_000 },
  get: <T>(url: string, config: RequestConfig = {}) => request<T>({ ...config, method: 'GET', url }),
  post: <T>(url: string, data?: unknown, config: RequestConfig = {}) => request<T>({ ...config, method: 'POST', url, data }),
  patch: <T>(url: string, data?: unknown, config: RequestConfig = {}) => request<T>({ ...config, method: 'PATCH', url, data }),
  delete: <T>(url: string, config: RequestConfig = {}) => request<T>({ ...config, method: 'DELETE', url }),
};

export function isHttpError(error: unknown): error is HttpError {
  return typeof error === 'object' && error !== null && (error as { isHttpError?: unknown }).isHttpError === true;
}

/** The server's answer to a failed call, if there was one. */
export function errorAnswer(error: unknown): { status: number; data: unknown } | undefined {
  return isHttpError(error) ? error.response : undefined;
}

/**
 * A templated sentence's values as the reader reads them: a whole number as the api writes it ('100', '10,000,000')
 * in the reader's digits and grouping (Bangla's on the Bangla site), any other value translated when the catalogue
 * has it.
 */
export function readerValues(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, /^\d{1,3}(,\d{3})+$|^\d+$/.test(v) ? formatInteger(Number(v.replace(/,/g, ''))) : i18n._(String(v))]),
  );
}

/** The message a person can read from a failed call: the server's, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  const data = errorAnswer(error)?.data as { message?: unknown; template?: unknown; values?: unknown } | undefined;
  // a message with values comes with its template too: shown in the reader's language, its values as well
  if (data && typeof data.template === 'string' && data.values && typeof data.values === 'object') {
    return i18n._(data.template, readerValues(data.values as Record<string, string>));
  }
  // a sentence without values: in the reader's language when the catalogue has it
  return data && typeof data.message === 'string' && data.message ? i18n._(data.message) : fallback;
}

/** The first message of an `errors` map ({ field: [msg] }), if the server sent one. */
export function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const errors = (errorAnswer(error)?.data as { errors?: Record<string, string[] | string> } | undefined)?.errors;
  if (errors && typeof errors === 'object') for (const [k, v] of Object.entries(errors)) out[k] = Array.isArray(v) ? String(v[0]) : String(v);
  return out;
}

/** True when the server refused the call for its rate limit (429). */
export function isRateLimited(error: unknown): boolean {
  return errorAnswer(error)?.status === 429;
}

/** True when the call never reached the server (network down, refused, timeout). */
export function isNetworkError(error: unknown): boolean {
  return isHttpError(error) && !error.response;
}

/** What `call` needs of an operation of the contract (its type only: no contract code reaches the bundles). */
export interface OperationType {
  method: HttpRequest['method'];
  url: string;
  auth: 'none' | 'player' | 'admin' | 'exchange';
  schema: { params?: TSchema; querystring?: TSchema; body?: TSchema; headers?: TSchema; response?: object };
  form?: TSchema;
}
type QueryOf<O extends OperationType> = O['schema'] extends { querystring: infer Q extends TSchema }
  ? { [K in keyof Static<Q>]?: Static<Q>[K] | number | boolean | null }
  : never;
/** The JSON body the contract declares; an operation without one may take a multipart form (its `form` fields). */
type BodyOf<O extends OperationType> = O['schema'] extends { body: infer B extends TSchema } ? Static<B> : FormData;

/** A call's input, typed by its operation: path parameters, query, body, and the transport's options. */
export type CallInput<O extends OperationType> = {
  query?: QueryOf<O>;
  body?: BodyOf<O>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeout?: number;
  responseType?: 'json' | 'text';
  /** Sent without the player's token: only a call the contract lets anyone make (`auth: 'none'`). */
  anonymous?: O['auth'] extends 'none' ? boolean : never;
} & ([ParamsOf<O['url']>] extends [never] ? { params?: never } : { params: Record<ParamsOf<O['url']>, string | number> });

/**
 * The one typed call of the api: `call<typeof users.balance>('POST /api/balance')`. The operation's method and path
 * are checked against the contract, its path parameters, query and body are typed by it, and the answer is its
 * 200 (or 201) body.
 */
export async function call<O extends OperationType>(
  route: `${O['method']} ${O['url']}`,
  ...[input]: [ParamsOf<O['url']>] extends [never] ? [CallInput<O>?] : [CallInput<O>]
): Promise<AnswerOf<O>> {
  const space = route.indexOf(' ');
  const method = route.slice(0, space) as HttpRequest['method'];
  const values: Record<string, string | number> = input?.params ?? {};
  const address = route.slice(space + 1).replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
  const { query, body, params: _params, ...config } = input ?? {};
  const res = await request<AnswerOf<O>>({ ...config, method, url: address, params: query as Record<string, unknown> | undefined, data: body });
  return res.data;
}
