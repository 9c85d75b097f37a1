// The shell's entry: the app's bootstrap is started in a task after main.js's own; the shared singletons' scripts
// are asked for at once (not each after the turn before), but only once the page has drawn its first frame.
const loadShare = jest.fn(async (_name: string) => () => ({}));
// the shared modules as the build declares them to the federation runtime
const shared = { react: [], 'react-dom': [], 'react-dom/client': [], jotai: [], '@bet/shared': [] };
jest.mock('@module-federation/enhanced/runtime', () => ({ loadShare, getInstance: () => ({ options: { shared } }) }));
jest.mock('./firstScreen', () => ({ startFirstScreen: jest.fn() }));
const mockBooted = jest.fn();
jest.mock('./bootstrap', () => {
  mockBooted();
  return {};
});

it('asks for every shared singleton after the first frame, without running them', async () => {
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  await jest.isolateModulesAsync(async () => {
    await import('./index');
  });
  jest.useFakeTimers();
  expect(loadShare).not.toHaveBeenCalled();
  frames.forEach((cb) => cb(0));
  expect(loadShare).not.toHaveBeenCalled(); // the frame is drawn first
  jest.runAllTimers();
  expect(loadShare.mock.calls.map(([name]) => name).sort()).toEqual(['@bet/shared', 'jotai', 'react', 'react-dom', 'react-dom/client']);
  jest.useRealTimers();
});

it('starts the bootstrap in a task of its own, after the entry has run', async () => {
  jest.useFakeTimers();
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
  mockBooted.mockClear();
  await jest.isolateModulesAsync(async () => {
    await import('./index');
  });
  await Promise.resolve();
  expect(mockBooted).not.toHaveBeenCalled(); // not in main.js's evaluation
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(mockBooted).toHaveBeenCalledTimes(1);
});
