// The demo games provider: the game page a launch opens (its HTML and its script, play.client.js, with its own
// Bangla words), served on the api's origin as a third party's page would be on its own. The GamesProvider a real
// provider's integration would replace (api/src/providers.ts); the page plays through the api's game calls.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { games as gamesApi } from '@bet/shared/contract';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/contract.js';
import { framedPage } from '../../lib/headers.js';
import type { GamesProvider } from '../../providers.js';

const SCRIPT = readFileSync(new URL('./play.client.js', import.meta.url), 'utf8');
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const STYLE = `*{box-sizing:border-box}body{margin:0;background:#0e1420;color:#eef2f8;font:14px system-ui,-apple-system,Segoe UI,Roboto,sans-serif}
#game{max-width:520px;margin:0 auto;padding:12px;display:flex;flex-direction:column;gap:12px}
header{display:flex;align-items:center;justify-content:space-between}h1{font-size:18px;margin:0}
.balance{color:#ffb400;font-weight:700;font-variant-numeric:tabular-nums}.caption{color:#94a0b8;font-size:12px;white-space:pre-wrap;word-break:break-all}
.stake{display:flex;flex-direction:column;gap:4px}input{background:#212b3d;border:1px solid #2c3850;color:#eef2f8;border-radius:10px;padding:10px;font-size:16px;width:100%}
.btn{min-height:44px;border-radius:10px;border:1px solid #2c3850;background:#212b3d;color:#eef2f8;font-weight:600;font-size:15px;width:100%;cursor:pointer}
.btn.play{background:#ffb400;color:#1a1300;border:0}.btn.cash{background:#1fbf75;color:#04140c;border:0}.btn:disabled{opacity:.5}
.row{display:flex;gap:8px}.stack{display:flex;flex-direction:column;gap:8px}
.reels{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin-bottom:12px}.cell{background:#171f2e;border:1px solid #2c3850;border-radius:10px;font-size:40px;text-align:center;padding:14px 0}
.cell.hit{border-color:#ffb400;box-shadow:0 0 12px #ffb40080}.cell{font-weight:800}[data-s=cherry],[data-s=seven]{color:#f0524f}[data-s=lemon],[data-s=star]{color:#ffb400}[data-s=bell]{color:#1fbf75}[data-s=diamond]{color:#72bbef}
.sky{background:linear-gradient(#171f2e,#0e1420);border:1px solid #2c3850;border-radius:10px;padding:40px 0;margin-bottom:12px}
.multiplier{font-size:48px;font-weight:800;text-align:center;font-variant-numeric:tabular-nums}.multiplier.flying{color:#ffb400}.win{color:#1fbf75}.loss{color:#f0524f}
.message{min-height:20px;text-align:center;font-weight:600}.sea{background:#13365a;border-radius:10px;padding:36px 8px;text-align:center;font-size:22px;margin-bottom:12px}
.fishes{display:grid;grid-template-columns:1fr 1fr;gap:8px}.fair summary{cursor:pointer;color:#ffb400;min-height:44px;line-height:44px}
input[type=range]{padding:0}pre{margin:0}.paytable{margin-top:8px;text-align:center}
select{background:#212b3d;border:1px solid #2c3850;color:#eef2f8;border-radius:10px;padding:10px;font-size:15px;width:100%;min-height:44px}
.table{display:grid;grid-template-columns:repeat(3,1fr);gap:4px}.table .num[data-n="0"]{grid-column:1/-1}
.num{min-height:40px;border-radius:8px;border:1px solid #2c3850;color:#fff;font-weight:800;font-size:15px;cursor:pointer}
.num.red{background:#b3261e}.num.black{background:#1b1f27}.num.green{background:#1d7a46}.num.hit{outline:3px solid #ffb400;outline-offset:1px}
.outside-bets{display:grid;grid-template-columns:repeat(3,1fr);gap:6px}.btn.outside{font-size:14px}
.multiplier.red{color:#f0524f}.multiplier.black{color:#eef2f8}.multiplier.green{color:#1fbf75}
.felt{background:#0f5132;border-radius:10px;padding:14px;display:flex;flex-direction:column;gap:10px;min-height:120px;justify-content:center;text-align:center;font-weight:600}
.hand{display:flex;flex-wrap:wrap;gap:6px;align-items:center}.hand b{min-width:56px;text-align:left}.hand.won b{color:#ffb400}
.card{background:#fff;color:#111;border-radius:6px;padding:4px 6px;font-weight:800;min-width:34px;text-align:center}.card.red{color:#b3261e}
.draw{display:grid;grid-template-columns:repeat(8,1fr);gap:4px}.num.pick{background:#212b3d}.num.pick[aria-pressed=true]{background:#ffb400;color:#1a1300}
.num.pick.drawn{outline:3px solid #1fbf75;outline-offset:1px}
.wheel-pick[aria-pressed=true]{background:#ffb400;color:#1a1300}.money-wheel{width:100%;max-width:280px;margin:0 auto;display:block}.wheel-turn{transition:transform 1.6s cubic-bezier(.2,.8,.2,1)}@media (prefers-reduced-motion:reduce){.wheel-turn{transition:none}}.plinko-board{width:100%;max-height:260px;display:block}.plinko-slots{display:grid;gap:2px}.plinko-slot{padding:8px 0;min-width:0;overflow:hidden;border-radius:6px;background:#212b3d;color:#c9d3e3;font-size:10px;font-weight:700;text-align:center;font-variant-numeric:tabular-nums}
.plinko-slot.up{background:#3a2f12;color:#ffd66b}.plinko-slot.hit{outline:3px solid #1fbf75;outline-offset:1px;color:#fff}
.mines{display:grid;grid-template-columns:repeat(5,1fr);gap:6px}.tile{aspect-ratio:1;min-height:44px;border-radius:10px;border:1px solid #2c3850;background:#212b3d;color:#eef2f8;font-size:22px;font-weight:800;cursor:pointer}
.tile:disabled{cursor:default}.tile.safe{background:#123a2a;border-color:#1fbf75;color:#1fbf75}.tile.mine{background:#3a1416;border-color:#f0524f;color:#f0524f}.tile.hit{outline:3px solid #ffb400;outline-offset:1px}.tile:not(.safe):not(.mine):disabled{opacity:.6}
.moves{display:grid;grid-template-columns:repeat(4,1fr);gap:6px}.btn.move{font-size:14px}.hand.active b{color:#ffb400}.felt .caption{color:#d7e7dc}
.hash{flex:1;min-width:0;word-break:break-all;font-size:12px;background:#171f2e;border:1px solid #2c3850;border-radius:8px;padding:8px;user-select:all}
.btn.copy{width:auto;padding:0 14px}.rounds{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}.round{display:flex;flex-direction:column;gap:2px;border-bottom:1px solid #2c3850;padding-bottom:6px}a.check{color:#ffb400;min-height:32px;display:inline-flex;align-items:center}:focus-visible{outline:2px solid #ffb400;outline-offset:2px}`;

function page(parent: string, lang: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Game</title><style>${STYLE}</style></head><body><main id="game" data-parent="${esc(parent)}"><p class="caption">Loading…</p></main>
<script src="/demo-games/play.js"></script></body></html>`;
}

/** The demo provider for the api at `ctx.publicBase`, on the site's own origins only (`parent`). */
export function demoGames(ctx: Pick<AppContext, 'publicBase' | 'isSiteOrigin' | 'frameAncestors'>): GamesProvider {
  return {
    launchUrl: ({ token, parent }) => `${ctx.publicBase}/demo-games/play?token=${token}${parent ? `&parent=${encodeURIComponent(parent)}` : ''}`,
    async routes(app: FastifyInstance) {
      route(app, gamesApi.demoPage, async (req, reply) => {
        // the site frame to tell of balance changes: only one of the site's own origins
        const parent = req.query.parent && ctx.isSiteOrigin(req.query.parent) ? req.query.parent : '';
        return framedPage(
          reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store'),
          `default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors ${ctx.frameAncestors}`,
        ).send(page(parent, req.query.lang === 'bn' ? 'bn-BD' : 'en'));
      });
      route(app, gamesApi.demoScript, async (_req, reply) =>
        reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(SCRIPT),
      );
    },
  };
}
