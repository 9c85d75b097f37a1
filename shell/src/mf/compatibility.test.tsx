import { setConfig } from '@bet/shared';
import { act, render, screen } from '@testing-library/react';
import { checkedManifest, incompatibility, incompatibleWhy, IncompatibleRemoteError } from './compatibility';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  loadRemote: (id: string) => loadRemote(id),
}));
import { RemoteMount, WIDGET_RETRIES_MS } from './remotes';

const manifest = (requiredVersion: unknown) => ({ shared: [{ name: 'react' }, { name: '@bet/shared', requiredVersion }] });
const answer = (body: unknown, ok = true) => ({ ok, clone: () => ({ json: async () => body }) }) as unknown as Response;

describe("a remote's @bet/shared range", () => {
  it('runs a remote built against the same major version, at or below the minor the shell provides', () => {
    expect(incompatibility(manifest('^1.0.0'), '1.0.0')).toBeNull();
    expect(incompatibility(manifest('^1.0.0'), '1.4.2')).toBeNull();
  });

  it('refuses one that needs a newer minor, another major, or declares no range (a build before the contract)', () => {
    expect(incompatibility(manifest('^1.5.0'), '1.4.2')).toBe('needs @bet/shared ^1.5.0, the shell provides 1.4.2');
    expect(incompatibility(manifest('^2.0.0'), '1.4.2')).toMatch(/needs @bet\/shared \^2\.0\.0/);
    expect(incompatibility(manifest('^1.0.0'), '2.0.0')).toMatch(/the shell provides 2\.0\.0/);
    expect(incompatibility(manifest(false), '1.0.0')).toMatch(/declares no @bet\/shared range/);
    expect(incompatibility({}, '1.0.0')).toMatch(/declares no/);
    expect(incompatibility(null, '1.0.0')).toMatch(/declares no/);
  });

  it("checks a manifest's answer before the remote's entry is asked for, and marks the remote", async () => {
    const url = 'https://cdn.test/mf-games/2.0.0-abc/mf-manifest.json';
    await expect(checkedManifest(url, answer(manifest('^2.0.0')), '1.0.0')).rejects.toBeInstanceOf(IncompatibleRemoteError);
    expect(incompatibleWhy(url)).toMatch(/\^2\.0\.0/);
    const ok = answer(manifest('^1.0.0'));
    expect(await checkedManifest(url, ok, '1.0.0')).toBe(ok);
    expect(incompatibleWhy(url)).toBeNull();
    // a failed answer or another file passes as it is (the runtime reports those itself)
    const failed = answer(null, false);
    expect(await checkedManifest(url, failed, '1.0.0')).toBe(failed);
    const entry = answer(null);
    expect(await checkedManifest('https://cdn.test/remoteEntry.js', entry, '1.0.0')).toBe(entry);
  });
});

describe('a remote that cannot be shown', () => {
  const realFetch = global.fetch;
  let reports: unknown[];
  beforeEach(() => {
    reports = [];
    setConfig({ apiBase: 'http://api.test', siteRoot: 'http://site.test', remotes: { mf_games: 'http://cdn.test/g/mf-manifest.json' } });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    global.fetch = jest.fn(async (_url: string, init?: RequestInit) => {
      reports.push(JSON.parse(String(init?.body)));
      return { ok: true, status: 204, headers: new Headers(), text: async () => '' };
    }) as unknown as typeof fetch;
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
    global.fetch = realFetch;
    loadRemote.mockReset();
  });

  it('shows the updated panel with Reload for an incompatible remote, and reports it', async () => {
    await checkedManifest('http://cdn.test/g/mf-manifest.json', answer(manifest('^9.0.0')), '1.0.0').catch(() => {});
    loadRemote.mockRejectedValue(new Error('Failed to get manifest'));
    render(<RemoteMount remote="mf_games" />);
    expect(await screen.findByText('This section has been updated')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await act(async () => {});
    expect(reports).toContainEqual(expect.objectContaining({ remote: 'mf_games', reason: 'incompatible' }));
  });

  it('retries a widget that failed to load, shows nothing meanwhile, reports it, and shows it once it loads', async () => {
    jest.useFakeTimers();
    loadRemote.mockRejectedValueOnce(new Error('remoteEntry.js 503'));
    loadRemote.mockResolvedValue({ default: () => <button type="button">Chat</button> });
    const { container } = render(<RemoteMount remote="mf_support" module="ChatButton" quiet />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(container).toBeEmptyDOMElement();
    expect(reports).toContainEqual(expect.objectContaining({ remote: 'mf_support', reason: 'failed' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(WIDGET_RETRIES_MS[0]);
    });
    expect(screen.getByRole('button', { name: 'Chat' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});
