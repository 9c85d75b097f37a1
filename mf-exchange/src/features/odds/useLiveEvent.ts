// The odds view's live data: the event stream (Server-Sent Events) when it works, else polling every 300 ms.
// Nothing runs while the tab is hidden, and everything stops when the view unmounts.
import { useEffect, useState } from 'react';
import { eventStreamPath, fetchEventDetail, fetchMatchOdds, getConfig, hasConfig, type EventItem } from '@bet/shared';
import type { MarketBook } from '@bet/shared/contract';

export const POLL_MS = 300;

export interface LiveEvent {
  odds: MarketBook | null;
  detail: EventItem | null;
  /** How the data comes: 'stream', 'poll', or null before the first answer. */
  transport: 'stream' | 'poll' | null;
  error: boolean;
}

/** An answer equal to the one held keeps the held object, so memoised rows do not render again. */
function same<T>(prev: T, next: T): T {
  return JSON.stringify(prev) === JSON.stringify(next) ? prev : next;
}

export function useLiveEvent(eventId: string | null, marketId: string | null): LiveEvent {
  const [state, setState] = useState<LiveEvent>({ odds: null, detail: null, transport: null, error: false });
  useEffect(() => {
    if (!eventId || !marketId) return;
    let stopped = false;
    let source: EventSource | null = null;
    let timer: number | undefined;
    let polling = false;
    const setOdds = (odds: MarketBook | null, transport: 'stream' | 'poll') => setState((s) => ({ ...s, odds: same(s.odds, odds), transport, error: false }));
    const setDetail = (detail: EventItem | null, transport: 'stream' | 'poll') =>
      setState((s) => ({ ...s, detail: same(s.detail, detail), transport, error: false }));

    const poll = async () => {
      if (stopped || document.hidden) return;
      try {
        const [odds, detail] = await Promise.all([fetchMatchOdds(marketId), fetchEventDetail(eventId)]);
        if (stopped) return;
        setOdds(odds, 'poll');
        setDetail(detail, 'poll');
      } catch {
        if (!stopped) setState((s) => ({ ...s, error: true }));
      }
      if (!stopped && !document.hidden) timer = window.setTimeout(() => void poll(), POLL_MS);
    };
    const startPolling = () => {
      source?.close();
      source = null;
      polling = true;
      clearTimeout(timer);
      void poll();
    };
    const openStream = () => {
      if (typeof EventSource === 'undefined' || !hasConfig()) return startPolling();
      let heard = false;
      const es = new EventSource(`${getConfig().apiBase}${eventStreamPath(eventId)}`);
      source = es;
      es.addEventListener('odds', (m) => {
        heard = true;
        const list = JSON.parse((m as MessageEvent<string>).data) as MarketBook[];
        setOdds(list[0] ?? null, 'stream');
      });
      es.addEventListener('event', (m) => {
        heard = true;
        const body = JSON.parse((m as MessageEvent<string>).data) as { data: { items: Record<string, EventItem> } };
        setDetail(body.data.items[eventId] ?? null, 'stream');
      });
      // a stream that fails before it says anything (a proxy that buffers, a blocked address): poll instead;
      // one that fails later reconnects by itself
      es.onerror = () => {
        if (!heard || es.readyState === EventSource.CLOSED) startPolling();
      };
    };
    const onVisibility = () => {
      if (document.hidden) {
        clearTimeout(timer);
        source?.close();
        source = null;
      } else if (polling) void poll();
      else openStream();
    };
    openStream();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [eventId, marketId]);
  return state;
}
