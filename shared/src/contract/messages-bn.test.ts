// Every refusal in the player's language (issue 53): each sentence the contract defines for players (the message
// objects `*_MSG` and the templates `*_TEMPLATES`) is a catalogue entry with a Bangla translation. The operators'
// messages are English (the console speaks English): they are left out by name.
import * as contract from './index';
import { messages as bn } from '../locales/bn';

/** The console's and the back office's: English by design (docs/architecture.md, "Languages"). */
const OPERATORS = new Set(['OPERATOR_MSG', 'ADJUST_REASON_MSG', 'SETTINGS_STALE']);

function sentences(): [string, string][] {
  const out: [string, string][] = [];
  for (const [name, value] of Object.entries(contract)) {
    if (!/(_MSG|_TEMPLATES|^MSG)$/.test(name) || OPERATORS.has(name)) continue;
    if (typeof value === 'string') out.push([name, value]);
    else if (value && typeof value === 'object')
      for (const [key, d] of Object.entries(Object.getOwnPropertyDescriptors(value)))
        // a getter is a template filled when asked for (its template is a catalogue entry of its own)
        if (typeof d.value === 'string') out.push([`${name}.${key}`, d.value]);
  }
  return out;
}

describe("the contract's messages", () => {
  it('are found', () => {
    expect(sentences().length).toBeGreaterThan(50);
  });

  it('each have a Bangla translation in the catalogue (no sentence built outside it)', () => {
    const missing = sentences()
      .filter(([, text]) => !bn[text] || (Array.isArray(bn[text]) && (bn[text] as unknown[]).length === 0))
      .map(([name, text]) => `${name}: ${text}`);
    expect(missing).toEqual([]);
  });
});
