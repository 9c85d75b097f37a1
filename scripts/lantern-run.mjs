// A Lighthouse load kept by the bench (BENCH_LH_KEEP=dir npm run bench), ready for Lantern's computed metrics at a
// CPU slowdown of one's choosing: the input scripts/lcp-path.mjs and scripts/tbt-tasks.mjs simulate from.
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { atThreadTime } from './lighthouse.mjs';

/**
 * `{ data, context }` for `Lantern<Metric>.request(data, context)`: the kept run in `dir`, at `slowdown`x CPU. With
 * `threadTime`, every event of the page's renderer lasts its thread time (`tdur`, the time its thread was on a CPU)
 * instead of its wall time: the load as the simulation would see it had the main thread never waited (for the
 * browser process's font lookups, or for a core on a busy host).
 */
export async function keptRun(dir, slowdown, { threadTime = false } = {}) {
  const artifacts = await loadArtifacts(dir);
  if (threadTime) atThreadTime(artifacts.Trace.traceEvents);
  const settings = { ...artifacts.settings, throttling: { ...artifacts.settings.throttling, cpuSlowdownMultiplier: Number(slowdown) } };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  return { data, context: { computedCache: new Map(), settings } };
}
