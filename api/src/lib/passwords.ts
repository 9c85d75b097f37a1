// An operator's password is long and not a guessable one: at least OPERATOR_PASSWORD_MIN characters (the contract),
// and a strength of 3 of 4 by zxcvbn-ts with its lists of common passwords, names and words (maintained with the
// library, not written here), counting the operator's own name as guessable.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

let checker: ZxcvbnFactory | null = null;

/** Whether `password` is too easy to guess for an account named by `userInputs` (the name, the site). */
export function guessable(password: string, userInputs: string[]): boolean {
  checker ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  return checker.check(password, [...userInputs, 'betbazar', 'bazar']).score < 3;
}
