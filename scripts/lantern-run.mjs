// A Lighthouse load kept by the bench (BENCH_LH_KEEP=dir npm run bench), ready for Lantern's computed metrics at a
// CPU slowdown of one's choosing: the input scripts/lcp-path.mjs and scripts/tbt-tasks.mjs simulate from.
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';

/** `{ data, context }` for `Lantern<Metric>.request(data, context)`: the kept run in `dir`, at `slowdown`x CPU. */
export async function keptRun(dir, slowdown) {
  const artifacts = await loadArtifacts(dir);
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
