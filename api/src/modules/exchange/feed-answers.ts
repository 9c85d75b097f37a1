// The feed's answers as every process serves them: each sport's list, each market's odds, each event's detail and
// score, built once per change of the feed state (FeedService decides when) and kept with their ETags.
import { entryOf, type Entry as Answer } from '../../lib/content-cache.js';
import type { MarketBook } from '@bet/shared/contract';
import { SPORTS, type FeedEvent, type Sport } from './match/state.js';
import { marketIdOf } from './model.js';
import { eventDetail, listItem, liveScore } from './views.js';

const answer = (value: unknown): Answer => entryOf(JSON.stringify(value));

export class FeedAnswers {
  private readonly lists = new Map<Sport, Answer>();
  private readonly odds = new Map<string, Answer>();
  private readonly details = new Map<string, Answer>();
  private readonly scores = new Map<string, Answer>();

  /**
   * Rebuilds the answers of the `changed` events (a stale feed's markets all suspended, and those the risk desk holds:
   * `held`), forgets the `gone` ones'
   * and rebuilds the lists. The ids of the events whose answers came out different bytes: an event whose answers
   * are the same has not changed for its viewers (no message for its streams).
   */
  build(
    events: FeedEvent[],
    changed: Set<number>,
    gone: Set<number>,
    stale: boolean,
    bookOf: (e: FeedEvent) => MarketBook,
    held: (marketId: string) => boolean = () => false,
  ): Set<number> {
    for (const id of gone) {
      const e = String(id);
      this.odds.delete(`1.${e}`);
      this.details.delete(e);
      this.scores.delete(e);
    }
    const moved = new Set<number>();
    const put = (map: Map<string, Answer>, key: string, next: Answer) => {
      if (map.get(key)?.etag === next.etag) return false;
      map.set(key, next);
      return true;
    };
    for (const e of events) {
      if (!changed.has(e.id)) continue;
      const id = String(e.id);
      const a = put(this.odds, marketIdOf(e), answer([bookOf(e)]));
      const b = put(this.details, id, answer(suspendedDetail(eventDetail(e), stale ? () => true : held)));
      const c = put(this.scores, id, answer(liveScore(e, e.seq ?? 0)));
      if (a || b || c) moved.add(e.id);
    }
    for (const sport of SPORTS) {
      const order = { inplay: 0, upcoming: 1, closed: 2 } as const;
      const list = events
        .filter((e) => e.sport === sport)
        .sort((a, b) => order[a.status] - order[b.status] || (a.status === 'closed' ? (b.endedAt ?? 0) - (a.endedAt ?? 0) : a.startAt - b.startAt))
        .map(listItem);
      this.lists.set(sport, answer(list));
    }
    return moved;
  }

  list(sport: Sport): Answer | undefined {
    return this.lists.get(sport);
  }
  marketOdds(marketId: string): Answer | undefined {
    return this.odds.get(marketId);
  }
  detail(eventId: string): Answer | undefined {
    return this.details.get(eventId);
  }
  score(eventId: string): Answer | undefined {
    return this.scores.get(eventId);
  }
}

/** An event's bookmaker and fancy markets, those `suspend` names suspended (every one of a stale feed's). */
function suspendedDetail(d: ReturnType<typeof eventDetail>, suspend: (marketId: string) => boolean): ReturnType<typeof eventDetail> {
  const items = Object.fromEntries(
    Object.entries(d.data.items).map(([id, item]) => [
      id,
      {
        ...item,
        fancy2: Object.fromEntries(Object.entries(item.fancy2).map(([k, f]) => [k, suspend(k) ? { ...f, suspended: 1 as const } : f])),
        bookmaker: Object.fromEntries(
          Object.entries(item.bookmaker).map(([k, b]) => [k, suspend(k) ? { ...b, runners: b.runners.map((r) => ({ ...r, suspended: 1 as const })) } : b]),
        ),
      },
    ]),
  );
  return { ...d, data: { ...d.data, items } };
}
