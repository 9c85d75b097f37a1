// The api client on fetch: what it sends (address, query, body, token) and how it reads answers and failures.
// The browser's fetch is replaced here, nothing of ours.
import { setConfig } from '../config';
import { SERVER_PLAYER_TOKEN, sessionStore, syncSessionFromStorage, tokenAtom } from '../session';
import { call, errorMessage, fieldErrors, http, isNetworkError, setForcedLogoutHandler } from './client';
import type { exchange, support } from '../contract';
import { fetchGameTypes, fetchGeneral } from './content';
import { fetchFavourites, fetchGames } from './games';
import { ANSWERS_ELEMENT, EARLY_CALL_MS, startEarlyCall } from './early';
import { fetchBalance } from './users';
import { fetchResponsible } from './responsible';

type Call = { url: string; init: RequestInit };
let calls: Call[];
let answer: () => Promise<Response>;
const adapter = http.defaults.adapter;

function fakeResponse(status: number, body: string): Response {
  return { status, text: async () => body } as Response;
}

beforeEach(() => {
  calls = [];
  answer = async () => fakeResponse(200, '{"success":true}');
  http.defaults.adapter = adapter;
  (globalThis as { fetch?: unknown }).fetch = (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  };
  setConfig({ apiBase: 'https://api.example', siteRoot: '', remotes: {} });
  localStorage.clear();
  syncSessionFromStorage();
});

it('sends the base address, the query without empty values, JSON bodies and the bearer token', async () => {
  localStorage.setItem('token', 'tok1');
  syncSessionFromStorage();
  const res = await http.post<{ success: boolean }>('/api/x', { a: 1 }, { params: { page: 2, empty: undefined, none: null } });
  expect(res).toEqual({ data: { success: true }, status: 200 });
  expect(calls[0].url).toBe('https://api.example/api/x?page=2');
  expect(calls[0].init.method).toBe('POST');
  expect(calls[0].init.body).toBe('{"a":1}');
  expect(calls[0].init.headers).toMatchObject({ Authorization: 'Bearer tok1', 'Content-Type': 'application/json' });
});

it('keeps a call’s own token, sends FormData as it is and no body for a bare GET', async () => {
  localStorage.setItem('token', 'site');
  syncSessionFromStorage();
  await http.get('/api/exchange/wallet', { headers: { Authorization: 'Bearer exchange' } });
  expect(calls[0].init.headers).toMatchObject({ Authorization: 'Bearer exchange' });
  expect(calls[0].init.body).toBeUndefined();
  const form = new FormData();
  form.append('amount', '100');
  await http.post('/api/submit-deposit', form);
  expect(calls[1].init.body).toBe(form);
  expect((calls[1].init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
});

it('a signed-in player’s calls anyone may make go without the token: no CORS preflight before them', async () => {
  localStorage.setItem('token', 'tok1');
  syncSessionFromStorage();
  answer = async () => fakeResponse(200, '{"data":[]}');
  await fetchGameTypes();
  await fetchGames('SLOT', 'JILI');
  await fetchFavourites();
  expect(calls.map((c) => c.url)).toEqual([
    'https://api.example/api/get-type',
    'https://api.example/api/get-games?type=SLOT&system=JILI',
    'https://api.example/api/games/favourites',
  ]);
  // only CORS-safelisted headers on the public ones; the player's own list carries the token
  expect(calls.map((c) => Object.keys(c.init.headers as object))).toEqual([['Accept'], ['Accept'], ['Accept', 'Authorization']]);
});

it('a refusal carries the server’s message and field errors; text answers stay text', async () => {
  answer = async () => fakeResponse(422, '{"message":"The amount is too small.","errors":{"amount":["Min 100"]}}');
  const error = await http.post('/api/submit-withdraw', {}).catch((e: unknown) => e);
  expect(errorMessage(error, 'fallback')).toBe('The amount is too small.');
  expect(fieldErrors(error)).toEqual({ amount: 'Min 100' });
  expect(isNetworkError(error)).toBe(false);
  answer = async () => fakeResponse(200, '<div>score</div>');
  expect((await http.get<string>('/api/score/board/1', { responseType: 'text' })).data).toBe('<div>score</div>');
});

it('no answer (refused, or past the timeout) is a network error with the fallback message', async () => {
  answer = () => Promise.reject(new TypeError('Failed to fetch'));
  const refused = await http.get('/api/general').catch((e: unknown) => e);
  expect(isNetworkError(refused)).toBe(true);
  expect(errorMessage(refused, 'Please try again.')).toBe('Please try again.');
  (globalThis as { fetch?: unknown }).fetch = (_url: string, init: RequestInit) =>
    new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
  const slow = await http.get('/api/general', { timeout: 20 }).catch((e: unknown) => e);
  expect(isNetworkError(slow)).toBe(true);
});

it('a 401 from /api/balance clears the session and logs out; a 401 elsewhere does not', async () => {
  const loggedOut = jest.fn();
  setForcedLogoutHandler(loggedOut);
  localStorage.setItem('token', 'old');
  syncSessionFromStorage();
  answer = async () => fakeResponse(401, '{"message":"Unauthenticated."}');
  await expect(http.post('/api/user-pwd', {})).rejects.toThrow();
  expect(sessionStore.get(tokenAtom)).toBe('old');
  await expect(http.post('/api/balance')).rejects.toThrow();
  expect(sessionStore.get(tokenAtom)).toBeFalsy();
  expect(loggedOut).toHaveBeenCalledTimes(1);
});

it("one typed call: the contract's method and path, encoded path parameters, the query, the body, the answer's body", async () => {
  localStorage.setItem('token', 'tok1');
  syncSessionFromStorage();
  answer = async () => fakeResponse(200, '{"success":true,"data":{"id":7}}');
  const data = await call<typeof support.inboxById>('GET /api/inbox/:id', { params: { id: '7/../x' } });
  expect(data).toEqual({ success: true, data: { id: 7 } });
  expect(calls[0].url).toBe('https://api.example/api/inbox/7%2F..%2Fx');
  expect(calls[0].init.method).toBe('GET');
  expect(calls[0].init.headers).toMatchObject({ Authorization: 'Bearer tok1' });

  await call<typeof exchange.myBets>('GET /api/exchange/bets', { query: { status: 'open', page: 2 }, headers: { Authorization: 'Bearer ex' } });
  expect(calls[1].url).toBe('https://api.example/api/exchange/bets?status=open&page=2');
  expect(calls[1].init.headers).toMatchObject({ Authorization: 'Bearer ex' });

  // a call anyone may make goes without the player's token
  await call<typeof exchange.eventDetails>('GET /api/event/:eventId', { params: { eventId: '31' }, anonymous: true });
  expect(calls[2].init.headers).not.toHaveProperty('Authorization');
});

it('a refusal with values is shown in the reader’s language, its values too', async () => {
  const { langAtom } = await import('../session');
  const { httpError } = await import('../test-utils');
  const err = httpError(403, {
    success: false,
    message: 'This deposit would take you past your daily deposit limit of ৳ 500.00.',
    template: 'This deposit would take you past your {period} deposit limit of {amount}.',
    values: { period: 'daily', amount: '৳ 500.00' },
  });
  expect(errorMessage(err, 'x')).toBe('This deposit would take you past your daily deposit limit of ৳ 500.00.');
  sessionStore.set(langAtom, 'bn');
  const { languageReady } = await import('../i18n');
  await languageReady();
  try {
    expect(errorMessage(err, 'x')).toBe('এই ডিপোজিটে আপনার দৈনিক ডিপোজিট সীমা ৳ 500.00 ছাড়িয়ে যাবে।');
    // a sentence without values, from the catalogue
    expect(
      errorMessage(
        httpError(403, { success: false, message: 'Reality check: please look at your session summary and choose Continue or Log out before you play on.' }),
        'x',
      ),
    ).toBe('রিয়েলিটি চেক: আবার খেলার আগে আপনার সেশনের সারাংশ দেখুন এবং চালিয়ে যান বা লগ আউট বেছে নিন।');
  } finally {
    sessionStore.set(langAtom, null);
  }
});

it("takes the answer of a call the shell's first script started, once, for the same address and token only", async () => {
  localStorage.setItem('token', 'tok1');
  syncSessionFromStorage();
  answer = async () => fakeResponse(200, '{"balance":"12.50"}');
  startEarlyCall('POST', 'https://api.example/api/balance', 'Bearer tok1');
  startEarlyCall('GET', 'https://api.example/api/responsible', 'Bearer another');
  expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual(['POST https://api.example/api/balance', 'GET https://api.example/api/responsible']);
  expect(calls[0].init.headers).toEqual({ Accept: 'application/json, text/plain, */*', Authorization: 'Bearer tok1' });
  // behind the page's scripts, which the page cannot draw without
  expect(calls[0].init.priority).toBe('low');
  expect(await fetchBalance()).toBe(12.5);
  expect(calls).toHaveLength(2); // the early answer, not a new request
  expect(await fetchBalance()).toBe(12.5);
  expect(calls).toHaveLength(3); // once only
  // another player's token: the page asks itself
  answer = async () => fakeResponse(200, '{"data":{}}');
  await fetchResponsible();
  expect(calls).toHaveLength(4);
  expect(calls[3].init.headers).toMatchObject({ Authorization: 'Bearer tok1' });
});

it('drops an early answer nobody took in time', async () => {
  localStorage.setItem('token', 'tok1');
  syncSessionFromStorage();
  const now = Date.now();
  const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
  startEarlyCall('POST', 'https://api.example/api/balance', 'Bearer tok1');
  clock.mockReturnValue(now + EARLY_CALL_MS + 1);
  answer = async () => fakeResponse(200, '{"balance":"3"}');
  expect(await fetchBalance()).toBe(3);
  expect(calls).toHaveLength(2);
  clock.mockRestore();
});

it('takes the public answers the page carries, once each, for calls without the token; then asks', async () => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = ANSWERS_ELEMENT;
  block.textContent = JSON.stringify({ 'https://api.example/api/general': { data: { system_notice: 'from the page' } } });
  document.body.append(block);
  delete (window as unknown as { __betEarly?: unknown }).__betEarly;
  try {
    localStorage.setItem('token', 'tok1'); // a player's page: public calls still go without the token
    syncSessionFromStorage();
    expect((await fetchGeneral()).system_notice).toBe('from the page');
    expect(calls).toHaveLength(0);
    answer = async () => fakeResponse(200, '{"data":{"system_notice":"asked"}}');
    expect((await fetchGeneral()).system_notice).toBe('asked'); // once only
    expect(calls.map((c) => c.url)).toEqual(['https://api.example/api/general']);
  } finally {
    block.remove();
  }
});

it("asks nothing with the token a player's page is drawn with on the server, and the public calls go as ever", async () => {
  sessionStore.set(tokenAtom, SERVER_PLAYER_TOKEN);
  try {
    await expect(fetchBalance()).rejects.toThrow(/drawn on the server/);
    // nor with a token of the call's own (the exchange's)
    await expect(http.get('/api/exchange/wallet', { headers: { Authorization: 'Bearer ex' } })).rejects.toThrow(/drawn on the server/);
    expect(calls).toEqual([]);
    await fetchGeneral();
    expect(calls).toHaveLength(1);
    expect(Object.keys(calls[0].init.headers as object)).not.toContain('Authorization');
  } finally {
    sessionStore.set(tokenAtom, null);
  }
});
