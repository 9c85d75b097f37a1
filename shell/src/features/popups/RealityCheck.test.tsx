// The reality check popup (issue 33): it comes when the api says the check is due, or when the api refused a bet
// for it; Continue answers it (the api sets the next one), Log out ends the session.
import { http, markFirstScreen, realityCheckAtom, sessionStore, tokenAtom } from '@bet/shared';
import { RG_MSG } from '@bet/shared/contract';
import { mockApi, renderAt } from '@bet/shared/src/test-utils';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { RealityCheck } from './RealityCheck';

const session = (due: boolean, startedMinutesAgo = 75) => ({
  started_at: new Date(Date.now() - startedMinutesAgo * 60_000).toISOString(),
  net: -120.5,
  reality_due_at: new Date(Date.now() + (due ? -1000 : 3_600_000)).toISOString(),
  reality_due: due,
});
const status = (due: boolean) =>
  [200, { success: true, data: { limits: [], reality_minutes: 60, session: session(due), exclusion: null, history: [] } }] as [number, unknown];

describe('reality check', () => {
  // the page's first screen is drawn (the popup's first check waits for it: afterFirstScreen)
  beforeAll(() => markFirstScreen());
  beforeEach(() => {
    sessionStore.set(tokenAtom, 'a'.repeat(64));
    sessionStore.set(realityCheckAtom, false);
  });
  afterEach(() => act(() => sessionStore.set(tokenAtom, null)));

  it('shows the time played and the session result when due; Continue answers it', async () => {
    const calls = mockApi(http, {
      'GET /api/responsible': () => status(true),
      'POST /api/responsible/reality/continue': () => [200, { success: true, data: { session: session(false) } }],
    });
    renderAt(<RealityCheck />);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(dialog).toHaveTextContent('You have been playing for 1 h 15 min.');
    expect(dialog).toHaveTextContent('-120.50');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.url === '/api/responsible/reality/continue')).toBe(true);
  });

  it('stays away while not due, and comes when the api refuses a bet for it', async () => {
    let due = false;
    mockApi(http, {
      'GET /api/responsible': () => status(due),
      'POST /api/demo': () => [403, { success: false, message: RG_MSG.realityDue }],
    });
    renderAt(<RealityCheck />);
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    due = true;
    await act(async () => {
      await http.post('/api/demo').catch(() => undefined);
    });
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
  });
});
