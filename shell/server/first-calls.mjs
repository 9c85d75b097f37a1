// The calls a page makes first, as its route declares them (`calls` in its app's src/routes.json, published with the
// remote's release; the shell's frame, the header on every page, in shell/src/frame-calls.json). The server derives
// from them the page's Link hints, the public answers the page carries and the calls the shell's first script starts
// for a player; the page's client takes those answers (@bet/shared's api/early.ts). Nothing here names a page.
//
// A declaration (FirstCalls in shared/src/routes.ts, its one definition):
//   public     calls without a token, spelled as the api client spells them: a query parameter's value `{name}` is
//              the page's own query parameter `name` (`query` gives its default; `upperCase` upper-cases it)
//   player     [method, call] made with the player's token (the server cannot see it: the page's first script starts them)
//   following  { after, call }: a public call made once the answer of `after` has come; `{data}` in the call is that
//              answer's `data`, a list of strings, as JSON (the server reads `after` in the background)
//   images     { call, pick }: the pictures the page draws from a public answer, the values at `pick` (a dotted path;
//              a list on the way is walked), web addresses only
//   guestImages  pictures on the api a guest's page draws (the header's partner badge)

const CALL = /^\/api\/[\w\-/.]*(\?[\w\-.=&{}%]*)?$/;
const PICK = /^\w+(\.\w+)*$/;
const METHODS = ['GET', 'POST'];

const isCall = (c) => typeof c === 'string' && CALL.test(c) && !c.includes('..');
const listOf = (v, item) => v === undefined || (Array.isArray(v) && v.every(item));

/** Whether `v` is a declaration of first calls (what a remote publishes is checked before the server asks the api). */
export const isFirstCalls = (v) =>
  Boolean(v) &&
  typeof v === 'object' &&
  listOf(v.public, isCall) &&
  listOf(v.player, (p) => Array.isArray(p) && p.length === 2 && METHODS.includes(p[0]) && isCall(p[1])) &&
  listOf(v.following, (f) => f && isCall(f.after) && isCall(f.call)) &&
  listOf(v.images, (i) => i && isCall(i.call) && typeof i.pick === 'string' && PICK.test(i.pick)) &&
  listOf(v.guestImages, (s) => typeof s === 'string' && /^\/[\w\-/.]+$/.test(s)) &&
  (v.query === undefined || (typeof v.query === 'object' && Object.values(v.query).every((d) => typeof d === 'string'))) &&
  (v.upperCase === undefined || typeof v.upperCase === 'boolean');

/**
 * A declared call with its `{name}`s filled, spelled as the api client spells it (URLSearchParams, in the declared
 * order): `values` by name.
 */
export function fillCall(call, values) {
  const at = call.indexOf('?');
  if (at < 0) return call;
  const query = new URLSearchParams(call.slice(at + 1));
  const filled = new URLSearchParams();
  for (const [key, value] of query)
    filled.append(
      key,
      value.replace(/\{(\w+)\}/g, (_, name) => values[name] ?? ''),
    );
  return `${call.slice(0, at)}?${filled}`;
}

/** The values a declaration's calls take from the page's query (`search`: the query without its `?`). */
function queryValues(calls, search) {
  const query = new URLSearchParams(search);
  return Object.fromEntries(
    Object.entries(calls?.query ?? {}).map(([name, fallback]) => {
      const value = query.get(name) ?? fallback;
      return [name, calls.upperCase ? value.toUpperCase() : value];
    }),
  );
}

/** The public calls a page makes first: the frame's, then its route's own (`route`: of the site table, or undefined). */
export function publicCalls(frame, route, search = '') {
  const own = route?.calls;
  const values = queryValues(own, search);
  return [...(frame?.public ?? []), ...(own?.public ?? []).map((c) => fillCall(c, values))];
}

/**
 * The public calls a page makes once an answer of its first ones has come (`read(url)`: that answer, read in the
 * background, or null): the games page's providers for the systems its type has. Without an answer, none.
 */
export async function followingCalls(apiBase, route, search, read) {
  const own = route?.calls;
  if (!own?.following?.length) return [];
  const values = queryValues(own, search);
  const calls = await Promise.all(
    own.following.map(async ({ after, call }) => {
      const data = (await read(`${apiBase}${fillCall(after, values)}`))?.data;
      if (!Array.isArray(data) || data.length === 0 || !data.every((s) => typeof s === 'string')) return null;
      return fillCall(call, { ...values, data: JSON.stringify(data) });
    }),
  );
  return calls.filter(Boolean);
}

/** The calls a player's page makes first with the player's token, [method, call]: the frame's and the page's. */
export const playerCalls = (frame, route) => [...(frame?.player ?? []), ...(route?.calls?.player ?? [])];

/** The values of `body` at a dotted path, walking every list on the way. */
export function pick(body, dotted) {
  let values = [body];
  for (const key of dotted.split('.')) {
    values = values.flatMap((v) => (Array.isArray(v) ? v : [v])).map((v) => (v && typeof v === 'object' ? v[key] : undefined));
  }
  return values.flatMap((v) => (Array.isArray(v) ? v : [v]));
}

const isWebAddress = (s) => typeof s === 'string' && /^https?:\/\//.test(s);

/**
 * The pictures of a page's first screen beside its text, from the api's public answers (`latest(url)`: the last
 * answer kept, however old, the same reads as the page's carried answers) and, on a page a guest can open, the
 * frame's pictures for a guest. Named in the page's Link hints, they are in the browser's cache when the page draws
 * them: asked for only then, they kept the page from being complete for one more round trip to the api after it had
 * drawn. Without an answer, none.
 */
export async function firstImages(apiBase, frame, route, { guest = true, latest }) {
  const declared = [...(frame?.images ?? []), ...(route?.calls?.images ?? [])];
  const reads = declared.map(({ call, pick: at }) => latest(`${apiBase}${call}`).then((body) => pick(body, at)));
  if (guest) reads.push(Promise.resolve((frame?.guestImages ?? []).map((p) => `${apiBase}${p}`)));
  return [...new Set((await Promise.all(reads)).flat().filter(isWebAddress))];
}
