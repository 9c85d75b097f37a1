// The data cache: an answer that arrives after its key was invalidated, or after the player changed, is dropped;
// logging out empties the cache; a stored setting never throws when the browser refuses to store it.
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  AFTER_PAINT_MS,
  FIRST_SCREEN_WAIT_MS,
  invalidateResources,
  loadWanted,
  markFirstScreen,
  prefetchResource,
  renderPass,
  resourcesOf,
  seedResources,
  useResource,
} from './resource';
import { sessionStore, tokenAtom, usernameAtom } from '../session';

/** A request whose answer the test hands over when it likes. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function Show({ name, fetcher }: { name: string; fetcher: () => Promise<string> }) {
  const r = useResource(name, fetcher);
  return <p data-testid={name}>{r.loading ? 'loading' : (r.data ?? 'none')}</p>;
}

describe('the data cache', () => {
  afterEach(() => {
    invalidateResources();
    sessionStore.set(tokenAtom, null);
  });

  it('a detail that refines the screen asks only once the screen has painted, and not at all if it went before', async () => {
    function Detail({ name, fetcher }: { name: string; fetcher: () => Promise<string> }) {
      const r = useResource(name, fetcher, { afterPaint: true });
      return <p data-testid={name}>{r.data ?? 'from the list'}</p>;
    }
    // jest's fake timers run the frames' callbacks too (every 16 ms)
    jest.useFakeTimers();
    try {
      let asked = 0;
      render(<Detail name="odds-1" fetcher={() => (asked++, Promise.resolve('in play'))} />);
      expect(screen.getByTestId('odds-1')).toHaveTextContent('from the list');
      expect(asked).toBe(0);
      // the frame is drawn, and a moment later the detail asks
      await act(async () => jest.advanceTimersByTime(100));
      expect(asked).toBe(0);
      await act(async () => jest.advanceTimersByTime(AFTER_PAINT_MS));
      expect(asked).toBe(1);
      expect(screen.getByTestId('odds-1')).toHaveTextContent('in play');
      // a row that went before the screen painted never asks
      let gone = 0;
      const { unmount } = render(<Detail name="odds-2" fetcher={() => (gone++, Promise.resolve('x'))} />);
      unmount();
      await act(async () => jest.advanceTimersByTime(AFTER_PAINT_MS + 100));
      expect(gone).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a part off the first screen asks only once the page says its first screen is drawn, and then after the paint', async () => {
    function Badge({ fetcher }: { fetcher: () => Promise<string> }) {
      const r = useResource('badge', fetcher, { afterFirstScreen: true });
      return <p data-testid="badge">{r.data ?? 'none yet'}</p>;
    }
    jest.useFakeTimers();
    try {
      let asked = 0;
      render(<Badge fetcher={() => (asked++, Promise.resolve('3 unread'))} />);
      // painted, and longer than a detail waits: the page's first screen (a remote's section) is still coming
      await act(async () => jest.advanceTimersByTime(AFTER_PAINT_MS + 500));
      expect(asked).toBe(0);
      // the remote's section is there: the badge asks after the next frame and a moment
      markFirstScreen();
      await act(async () => jest.advanceTimersByTime(100));
      expect(asked).toBe(0);
      await act(async () => jest.advanceTimersByTime(AFTER_PAINT_MS));
      expect(asked).toBe(1);
      expect(screen.getByTestId('badge')).toHaveTextContent('3 unread');
    } finally {
      jest.useRealTimers();
    }
  });

  it('a page that never says its first screen is drawn does not keep its other parts waiting past the limit', () => {
    jest.useFakeTimers();
    try {
      jest.isolateModules(() => {
        // a fresh module: no first screen said yet
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module instance of its own
        const fresh = require('./resource') as typeof import('./resource');
        const start = jest.fn();
        fresh.afterFirstScreen(start);
        jest.advanceTimersByTime(FIRST_SCREEN_WAIT_MS - 1);
        expect(start).not.toHaveBeenCalled();
        jest.advanceTimersByTime(1 + 16 + AFTER_PAINT_MS);
        expect(start).toHaveBeenCalledTimes(1);
        // cancelled before the limit: never runs
        const cancelled = jest.fn();
        const cancel = fresh.afterFirstScreen(cancelled);
        expect(cancelled).not.toHaveBeenCalled();
        cancel();
        jest.advanceTimersByTime(FIRST_SCREEN_WAIT_MS + AFTER_PAINT_MS + 100);
        expect(cancelled).not.toHaveBeenCalled();
      });
    } finally {
      jest.useRealTimers();
    }
  });

  it("drops an answer that arrives after the key was invalidated, and shows the new request's", async () => {
    const calls = [deferred<string>(), deferred<string>()];
    let n = 0;
    render(<Show name="wallet-a" fetcher={() => calls[n++].promise} />);
    expect(screen.getByTestId('wallet-a')).toHaveTextContent('loading');
    // the balance changed meanwhile: the screen asks again
    act(() => invalidateResources('wallet-a', true));
    await act(async () => calls[1].resolve('new'));
    expect(screen.getByTestId('wallet-a')).toHaveTextContent('new');
    // the first request's answer, late, is older than what is shown: dropped
    await act(async () => calls[0].resolve('old'));
    expect(screen.getByTestId('wallet-a')).toHaveTextContent('new');
  });

  it("a logout empties the cache, and the last player's late answer never shows to the next", async () => {
    sessionStore.set(tokenAtom, 'a'.repeat(64));
    const first = deferred<string>();
    const second = deferred<string>();
    let n = 0;
    render(<Show name="profile" fetcher={() => (n++ === 0 ? first.promise : second.promise)} />);
    // player A logs out while their profile is on its way; player B logs in on the same phone
    act(() => sessionStore.set(tokenAtom, null));
    act(() => sessionStore.set(tokenAtom, 'b'.repeat(64)));
    await act(async () => first.resolve("A's profile"));
    expect(screen.getByTestId('profile')).not.toHaveTextContent("A's profile");
    await act(async () => second.resolve("B's profile"));
    expect(screen.getByTestId('profile')).toHaveTextContent("B's profile");
  });

  it('a cached answer is gone after logout', async () => {
    sessionStore.set(tokenAtom, 'c'.repeat(64));
    const { unmount } = render(<Show name="records" fetcher={() => Promise.resolve('rows')} />);
    expect(await screen.findByText('rows')).toBeInTheDocument();
    unmount();
    act(() => sessionStore.set(tokenAtom, null));
    let asked = 0;
    render(
      <Show
        name="records"
        fetcher={() => {
          asked += 1;
          return new Promise<string>(() => {});
        }}
      />,
    );
    expect(screen.getByTestId('records')).toHaveTextContent('loading');
    expect(asked).toBe(1);
  });

  it('a stored setting never throws when the browser refuses to store it (private mode, full quota)', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError', 'QuotaExceededError');
    });
    try {
      expect(() => sessionStore.set(usernameAtom, 'someone')).not.toThrow();
      // the value holds for this visit
      expect(sessionStore.get(usernameAtom)).toBe('someone');
    } finally {
      setItem.mockRestore();
      sessionStore.set(usernameAtom, null);
    }
  });
});

describe('a server render pass', () => {
  afterEach(() => invalidateResources('ssr-'));

  it('records what the render read and wanted; the second render draws the answers, which the client takes as old as they were', async () => {
    const draw = () => renderToString(<Show name="ssr-general" fetcher={async () => 'BetBazar'} />);
    const first = renderPass(draw);
    expect(first.result).toContain('loading');
    expect([...first.wanted.keys()]).toEqual(['ssr-general']);
    await loadWanted(first.wanted, 1000);
    const second = renderPass(draw);
    expect(second.result).toContain('BetBazar');
    expect(second.wanted.size).toBe(0);
    const carried = resourcesOf(second.read);
    expect(carried['ssr-general'].data).toBe('BetBazar');
    // on the client: the cache takes the answer before anything renders, and asks nothing
    invalidateResources('ssr-');
    seedResources({ 'ssr-general': { data: 'BetBazar', age: 1000 } });
    const fetcher = jest.fn(async () => 'again');
    render(<Show name="ssr-general" fetcher={fetcher} />);
    expect(screen.getByTestId('ssr-general')).toHaveTextContent('BetBazar');
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('a part that hydrates draws what the server drew, even with a newer answer cached, and then that answer', async () => {
    // the server drew the player's own answer loading and carried the public one
    const draw = () =>
      renderToString(
        <>
          <Show name="ssr-public" fetcher={async () => 'banners'} />
          <Show name="ssr-own" fetcher={() => new Promise<string>(() => {})} />
        </>,
      );
    await loadWanted(renderPass(draw).wanted, 50);
    const html = renderPass(draw).result;
    expect(html).toContain('banners');
    invalidateResources('ssr-');
    seedResources({ 'ssr-public': { data: 'banners', age: 0 } });
    // the page's early call answered before the part's code came (a remote's section hydrates late)
    const own = jest.fn(async () => 'balance');
    prefetchResource('ssr-own', own);
    await act(async () => {});
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const recovered = jest.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <>
          <Show name="ssr-public" fetcher={async () => 'x'} />
          <Show name="ssr-own" fetcher={own} />
        </>,
        { onRecoverableError: recovered },
      );
    });
    // no mismatch (React would have drawn the part again and said so), and the answer is shown right after
    expect(recovered).not.toHaveBeenCalled();
    expect(screen.getByTestId('ssr-public')).toHaveTextContent('banners');
    expect(screen.getByTestId('ssr-own')).toHaveTextContent('balance');
    expect(own).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it('draws an answer that fails or comes late as loading, as the client will', async () => {
    const late = deferred<string>();
    const failing = renderPass(() => renderToString(<Show name="ssr-down" fetcher={() => Promise.reject(new Error('Network Error'))} />));
    const slow = renderPass(() => renderToString(<Show name="ssr-slow" fetcher={() => late.promise} />));
    await loadWanted(new Map([...failing.wanted, ...slow.wanted]), 50);
    expect(renderPass(() => renderToString(<Show name="ssr-down" fetcher={async () => 'x'} />)).result).toContain('loading');
    expect(renderPass(() => renderToString(<Show name="ssr-slow" fetcher={async () => 'x'} />)).result).toContain('loading');
    expect(resourcesOf(['ssr-down', 'ssr-slow'])).toEqual({});
    late.resolve('late');
  });
});
