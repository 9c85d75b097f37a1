import { act, renderHook } from '@testing-library/react';
import { useSlideProgress } from './Banner';

describe('banner progress timer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('advances in 30 ms steps to 100 over 3000 ms and restarts on a new slide', () => {
    const { result, rerender } = renderHook(({ slide }) => useSlideProgress(slide), { initialProps: { slide: 0 } });
    expect(result.current).toBe(0);
    act(() => {
      jest.advanceTimersByTime(30);
    });
    expect(result.current).toBeCloseTo(1);
    act(() => {
      jest.advanceTimersByTime(1470);
    });
    expect(result.current).toBeCloseTo(50);
    act(() => {
      jest.advanceTimersByTime(3000);
    });
    expect(result.current).toBe(100);
    rerender({ slide: 1 });
    expect(result.current).toBe(0);
  });
});
