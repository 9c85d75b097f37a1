import { afterLoadAndIdle } from './later';

describe('afterLoadAndIdle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs 1.5 s after the load, when the phone is idle, and never once cancelled', () => {
    const idle = jest.fn((cb: IdleRequestCallback) => window.setTimeout(() => cb({} as IdleDeadline), 100));
    Object.assign(window, { requestIdleCallback: idle, cancelIdleCallback: (id: number) => clearTimeout(id) });
    const run = jest.fn();
    afterLoadAndIdle(run); // jsdom's document is loaded already
    jest.advanceTimersByTime(1499);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(idle).toHaveBeenCalledWith(run, { timeout: 3000 });
    jest.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledTimes(1);
    const other = jest.fn();
    const cancel = afterLoadAndIdle(other);
    jest.advanceTimersByTime(1000);
    cancel();
    jest.advanceTimersByTime(5000);
    expect(other).not.toHaveBeenCalled();
  });
});
