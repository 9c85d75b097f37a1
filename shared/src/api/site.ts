import { call, type CallInput } from './client';
import type { dev } from '../contract';

type RemoteProblem = NonNullable<CallInput<typeof dev.clientReport>['body']>['reason'];
const reported = new Set<string>();

/**
 * Tells the api (its metrics, bet_remote_problems_total) and the console that a remote's section or widget could not
 * be shown: `incompatible` (built against a @bet/shared the shell does not provide) or `failed` (did not load).
 * Once per remote and reason in a page's life; a report that fails is only logged.
 */
export function reportRemoteProblem(remote: string, reason: RemoteProblem, detail: string): void {
  console.error(`[remote ${remote}] ${reason}: ${detail}`);
  if (reported.has(`${remote} ${reason}`)) return;
  reported.add(`${remote} ${reason}`);
  call<typeof dev.clientReport>('POST /api/client-report', { body: { remote, reason, detail: detail.slice(0, 300) }, anonymous: true }).catch(() => {
    /* the console has it */
  });
}
