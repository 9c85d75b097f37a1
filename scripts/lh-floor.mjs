// The floor of a page's load: the page as the shell's server draws it for a phone, with every script taken out (its
// markup, its stylesheets and pictures alone), served beside the site for Lighthouse to measure as it measures the
// page (npm run bench with BENCH_LH_FLOOR). What Lighthouse counts against such a copy (the document's commit, the
// first style, layout and paint of the drawn page) is what no change to the site's JavaScript can take away.
import http from 'node:http';

const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
export const FLOOR_PREFIX = '/__markup-alone';

/**
 * A server (on a port the system gives) that answers `${FLOOR_PREFIX}<route>` with `site`'s page for `route` (drawn for a phone, in
 * English, as a guest) without its scripts, and every other address with `site`'s own answer (the page's stylesheet
 * and pictures are named from the page's origin). Answers `{ origin, close }`.
 */
export async function floorSite(site) {
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', site);
      if (url.pathname.startsWith(FLOOR_PREFIX)) {
        const route = url.pathname.slice(FLOOR_PREFIX.length) || '/';
        const page = await fetch(new URL(route, site), { headers: { 'user-agent': PHONE, 'sec-ch-ua-mobile': '?1' } });
        const html = (await page.text()).replace(/<script\b[\s\S]*?<\/script>/g, '');
        res.writeHead(page.status, { 'content-type': 'text/html; charset=utf-8' });
        res.end(html);
        return;
      }
      const answer = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      const type = answer.headers.get('content-type');
      res.writeHead(answer.status, type ? { 'content-type': type } : {});
      res.end(Buffer.from(await answer.arrayBuffer()));
    } catch (e) {
      res.writeHead(502);
      res.end(String(e));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the floor server has no port');
  return { origin: `http://localhost:${address.port}`, close: () => server.close() };
}
