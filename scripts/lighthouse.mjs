// Lighthouse's mobile profile (its default: a mid-range phone, slow 4G, simulated throttling) against the site
// that npm start serves, in Debian's chromium. A logged-in route gets the session in localStorage first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import { root } from './bootstrap.mjs';

const require = createRequire(path.join(root, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');
const PORT = 9333;

/**
 * Runs Lighthouse on each `{ route, session, as }` against `site`; answers the scores (0-100) and the metrics.
 * Every run is a first visit in a browser of its own (a fresh profile), with the session written before Lighthouse
 * loads the page. One browser for every run, its HTTP cache emptied between them, was not a first visit: the
 * renderer's memory cache kept the scripts of the run before, which then came at once instead of over the line, so
 * V8 compiled them on the main thread (75-120 ms a load) instead of while they streamed in (docs/performance.md).
 */
export async function lighthouseScores(site, runs) {
  const results = [];
  // `as`: the route's name in the figures (a route measured both as a guest and as a player)
  for (const { route, session, as } of runs) {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bet-lh-'));
    const browser = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', `--remote-debugging-port=${PORT}`],
    });
    try {
      const page = browser.pages()[0] ?? (await browser.newPage());
      await page.goto(`${site}/config.json`);
      await page.evaluate((s) => {
        localStorage.clear();
        if (s) for (const [k, v] of Object.entries(s)) localStorage.setItem(k, String(v));
        // what the site's client writes beside a session (FIRST_SCREEN_COOKIES in @bet/shared's session): a player's
        // page is the client's to draw, a guest's the server's
        document.cookie = s?.token ? 'bet_player=1; path=/' : 'bet_player=; path=/; max-age=0';
      }, session ?? null);
      // the load is gathered once (its artifacts kept) and audited twice: at Lighthouse's default 4x CPU slowdown,
      // and at the slowdown its CPU calibration gives for this host (calibratedSlowdown below)
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bet-lh-run-'));
      const flags = {
        port: PORT,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: true,
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      };
      const { lhr } = await lighthouse(`${site}${route}`, { ...flags, gatherMode: dir, auditMode: dir }, undefined);
      // BENCH_LH_SLOWDOWN=n audits the second pass at n instead: two builds compared at one slowdown, as the host's
      // index moves 10-20 % between runs minutes apart
      const slowdown = Number(process.env.BENCH_LH_SLOWDOWN) || calibratedSlowdown(lhr.environment.benchmarkIndex);
      const artifactsFile = path.join(dir, 'artifacts.json');
      const artifacts = JSON.parse(fs.readFileSync(artifactsFile, 'utf8'));
      const throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier: slowdown };
      artifacts.settings.throttling = throttling;
      fs.writeFileSync(artifactsFile, JSON.stringify(artifacts));
      const { lhr: calibrated } = await lighthouse(undefined, { ...flags, throttling, auditMode: dir }, undefined);
      // BENCH_LH_KEEP=dir keeps each load's artifacts (trace, network log) for scripts/lcp-path.mjs
      if (process.env.BENCH_LH_KEEP)
        fs.cpSync(dir, path.join(process.env.BENCH_LH_KEEP, `${route.replace(/\W/g, '_')}-${results.length}`), { recursive: true });
      // and a third time at the calibrated slowdown with every traced event at its thread time (threadTimeTrace)
      threadTimeTrace(path.join(dir, 'defaultPass.trace.json'));
      const { lhr: threadTime } = await lighthouse(undefined, { ...flags, throttling, auditMode: dir }, undefined);
      fs.rmSync(dir, { recursive: true, force: true });
      // BENCH_LH_DIR=dir keeps each full report (the LCP element, long tasks, what blocks) for a closer look
      if (process.env.BENCH_LH_DIR)
        fs.writeFileSync(
          path.join(process.env.BENCH_LH_DIR, `${route === '/' ? 'home' : route.replace(/\W/g, '_')}-${results.length}.json`),
          JSON.stringify(lhr),
        );
      const figures = (r) => {
        const ms = (id) => Math.round(r.audits[id].numericValue);
        return {
          performance: Math.round(r.categories.performance.score * 100),
          fcp: ms('first-contentful-paint'),
          lcp: ms('largest-contentful-paint'),
          tbt: ms('total-blocking-time'),
          cls: Math.round(r.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
        };
      };
      results.push({
        route: as ?? route,
        ...figures(lhr),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        slowdown: Math.round(slowdown * 10) / 10,
        calibrated: figures(calibrated),
        threadTime: figures(threadTime),
      });
    } finally {
      await browser.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  }
  return results;
}

/**
 * Rewrites a kept trace so that every event lasts its thread time (`tdur`: the time its thread was on a CPU) instead
 * of its wall time (`dur`). Lighthouse's simulation multiplies each main-thread task's wall time by the CPU slowdown;
 * on this 2-core host that time is mostly waiting, not work: the first render of `/` lasted 86 ms with 19 ms of it on
 * a CPU, its font lookups (synchronous calls to the browser process, which a phone's renderer does not make) 25-56 ms
 * of wall time for 2 ms of thread time (docs/performance.md). Audited again, the load reads what the page's own work
 * costs at the slowdown, the host's waiting left out: a reading beside Lighthouse's, not instead of it.
 */
export function threadTimeTrace(file) {
  const trace = JSON.parse(fs.readFileSync(file, 'utf8'));
  atThreadTime(trace.traceEvents ?? trace);
  fs.writeFileSync(file, JSON.stringify(trace));
}

/** Gives each trace event that has a thread time that as its length, in place (threadTimeTrace, scripts/lantern-run.mjs). */
export function atThreadTime(events) {
  for (const e of events) if (typeof e.tdur === 'number' && typeof e.dur === 'number') e.dur = e.tdur;
}

/**
 * The CPU slowdown that makes this host a mid-tier phone, from Lighthouse's CPU benchmark of it (its
 * `benchmarkIndex`), as Lighthouse's throttling guide calibrates it (docs/throttling.md, "Calibrating the CPU
 * slowdown", and the calculator it links): the default 4x assumes a host of about 1533; a host of 800 takes 2x, 150
 * takes 1x. On a slower host the default 4x emulates a phone far slower than the mid-tier one Lighthouse aims at.
 */
export function calibratedSlowdown(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/**
 * One line per route from several runs of each: the median of every figure (a 2-core machine moves one run's
 * blocking time by hundreds of ms) and the performance scores of all runs.
 */
export function medianOfRuns(results) {
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
  const routes = [...new Set(results.map((r) => r.route))];
  return routes.map((route) => {
    const runs = results.filter((r) => r.route === route);
    const line = { route, runs: runs.map((r) => r.performance) };
    for (const key of ['performance', 'accessibility', 'bestPractices', 'fcp', 'lcp', 'tbt', 'cls', 'benchmarkIndex', 'slowdown'])
      line[key] = median(runs.map((r) => r[key]));
    for (const pass of ['calibrated', 'threadTime']) {
      line[pass] = { runs: runs.map((r) => r[pass].performance) };
      for (const key of ['performance', 'fcp', 'lcp', 'tbt', 'cls']) line[pass][key] = median(runs.map((r) => r[pass][key]));
    }
    return line;
  });
}
