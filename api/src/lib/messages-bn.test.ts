// Every refusal in the player's language (issue 53): each sentence the api's own modules answer players with (their
// message objects) is a catalogue entry with a Bangla translation; a sentence with values is a template (filled by
// `templated`, which sends the template and its values too). The back office's (APPROVAL_MSG) is English: operators.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BET_MSG } from '../modules/exchange/market.js';
import { EDIT_MSG } from '../modules/exchange/place.js';
import { EXCHANGE_MSG } from '../modules/exchange/routes.js';
import { CASH_OUT_MSG } from '../modules/exchange/cashout.js';
import { GAME_MSG } from '../modules/games/launch.js';
import { MSG } from '../modules/auth/service.js';

describe("the api's messages to players", () => {
  it('each have a Bangla translation in the catalogue', async () => {
    // shared's compiled Bangla catalogue (the one every app loads; it holds the api's sentences: lingui.config.mjs)
    const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/src/locales/bn.ts');
    const { messages: bn } = (await import(pathToFileURL(file).href)) as { messages: Record<string, unknown> };
    const objects = { BET_MSG, EDIT_MSG, EXCHANGE_MSG, CASH_OUT_MSG, GAME_MSG, MSG };
    const missing: string[] = [];
    let n = 0;
    for (const [name, o] of Object.entries(objects))
      for (const [key, text] of Object.entries(o as Record<string, unknown>)) {
        if (typeof text !== 'string') continue;
        n += 1;
        if (!bn[text]) missing.push(`${name}.${key}: ${text}`);
      }
    assert.ok(n > 30, `${n} messages`);
    assert.deepEqual(missing, []);
  });
});
