// What an operator watches (Prometheus text at GET /api/admin/metrics, behind the back-office token): request
// latency per operation, open event streams per kind, the feed's leadership and lag, the database pool, and the
// ledger check's last result. One registry per app (a test process builds several).
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface MetricSources {
  feed: () => { leading: boolean; lagMs: number };
  /** PostgreSQL's pool (PGlite has none). */
  pool?: () => { total: number; idle: number; waiting: number };
}

/** The process's own figures (memory, CPU, event loop), collected once per process however many apps it builds. */
const processRegistry = new Registry();
let defaults = false;
function processMetrics(): Registry {
  if (!defaults) {
    defaults = true;
    collectDefaultMetrics({ register: processRegistry, prefix: 'bet_' });
  }
  return processRegistry;
}

/** Password hashes this process has checked: every login checks one, a login with an unknown name too (a dummy). */
export const passwordChecks = new Counter({
  name: 'bet_password_checks_total',
  help: 'Password hashes checked (logins, password changes)',
  registers: [processRegistry],
});

export class Metrics {
  readonly registry = new Registry();
  readonly requests: Histogram<'operation' | 'method' | 'status'>;
  /** Remotes the shell could not show, by remote and reason (the shell's reports, POST /api/client-report). */
  readonly remoteProblems: Counter<'remote' | 'reason'>;
  private readonly streams: Gauge<'kind'>;
  /** Players whose ledger did not add up at the last check; -1 before the first check. */
  ledgerMismatches = -1;

  constructor(sources: MetricSources) {
    const registers = [this.registry];
    this.requests = new Histogram({
      name: 'bet_http_request_duration_seconds',
      help: 'Time to answer a request, per operation of the contract',
      labelNames: ['operation', 'method', 'status'],
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    });
    this.remoteProblems = new Counter({
      name: 'bet_remote_problems_total',
      help: 'Remotes the shell could not show (incompatible: built against a @bet/shared it does not provide; failed: did not load)',
      labelNames: ['remote', 'reason'],
      registers,
    });
    this.streams = new Gauge({ name: 'bet_open_streams', help: 'Open event streams, per kind', labelNames: ['kind'], registers });
    new Gauge({
      name: 'bet_feed_leading',
      help: '1 while this process runs the feed simulator',
      registers,
      collect() {
        this.set(sources.feed().leading ? 1 : 0);
      },
    });
    new Gauge({
      name: 'bet_feed_lag_seconds',
      help: "Age of the feed state this process serves (the leader's last tick)",
      registers,
      collect() {
        this.set(sources.feed().lagMs / 1000);
      },
    });
    const pool = sources.pool;
    if (pool) {
      new Gauge({
        name: 'bet_db_pool_connections',
        help: 'Database pool connections by state',
        labelNames: ['state'],
        registers,
        collect() {
          const p = pool();
          this.set({ state: 'total' }, p.total);
          this.set({ state: 'idle' }, p.idle);
          this.set({ state: 'waiting' }, p.waiting);
        },
      });
    }
    const ledger = () => this.ledgerMismatches;
    new Gauge({
      name: 'bet_ledger_mismatches',
      help: 'Players whose balance did not equal their ledger at the last check (-1: not checked yet)',
      registers,
      collect() {
        this.set(ledger());
      },
    });
  }

  /** The Prometheus text of this app and its process. */
  async text(): Promise<string> {
    return Registry.merge([processMetrics(), this.registry]).metrics();
  }

  /**
   * A remote the shell could not show. The names come from the players' browsers: at most 16 remote names are kept as
   * labels, the rest count as "other" (a stream of made-up names cannot grow the registry).
   */
  remoteProblem(remote: string, reason: string): void {
    if (!this.remoteNames.has(remote) && this.remoteNames.size < 16) this.remoteNames.add(remote);
    this.remoteProblems.inc({ remote: this.remoteNames.has(remote) ? remote : 'other', reason });
  }
  private readonly remoteNames = new Set<string>();

  /** A stream of `kind` opened: the returned function counts it closed. */
  streamOpened(kind: string): () => void {
    this.streams.inc({ kind });
    let open = true;
    return () => {
      if (open) this.streams.dec({ kind });
      open = false;
    };
  }
}
