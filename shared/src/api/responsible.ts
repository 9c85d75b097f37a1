// Responsible gaming calls (issue 33): limits, the reality check, breaks and the activity statement.
import { call } from './client';
import type { responsible, RgLimitKind, RgPeriod, RgStatus, Static } from '../contract';

export type RgStatement = Static<typeof responsible.statementRow>[];

export async function fetchResponsible(): Promise<RgStatus> {
  return (await call<typeof responsible.status>('GET /api/responsible')).data;
}
/** Sets a limit (money in the currency, or minutes); null or '' removes it. Answers the message and the new status. */
export async function setRgLimit(kind: RgLimitKind, period: RgPeriod, value: string | null) {
  return call<typeof responsible.setLimit>('POST /api/responsible/limits', { body: { kind, period, value } });
}
export async function confirmRgLimit(kind: RgLimitKind, period: RgPeriod, cancel = false) {
  return call<typeof responsible.confirmLimit>('POST /api/responsible/limits/confirm', { body: { kind, period, cancel } });
}
export async function setRealityMinutes(minutes: number) {
  return call<typeof responsible.setReality>('POST /api/responsible/reality', { body: { minutes } });
}
export async function continueReality(): Promise<RgStatus> {
  return (await call<typeof responsible.answerReality>('POST /api/responsible/reality/continue')).data;
}
export async function takeBreak(length: string, password: string) {
  return call<typeof responsible.takeBreak>('POST /api/responsible/break', { body: { length, password } });
}
export async function fetchStatement(): Promise<RgStatement> {
  return (await call<typeof responsible.statement>('GET /api/responsible/statement')).data;
}
