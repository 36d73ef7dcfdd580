// The shell's start, from its entry: each library and the shell's own code are run in tasks of their own, in
// order, so a tap on the page already painted is answered in between.
const started: string[] = [];

jest.mock('react-dom/client', () => {
  started.push('react-dom');
  return {};
});
jest.mock('styled-components', () => {
  started.push('styled-components');
  return {};
});
jest.mock('@civic/shared', () => {
  started.push('@civic/shared');
  return {};
});
jest.mock('./bootstrap', () => {
  started.push('the bootstrap');
  return {};
});

/** Every promise callback that can run without a task running. */
async function settle(): Promise<void> {
  for (let i = 0; i < 50; i += 1) await Promise.resolve();
}

describe("the shell's start", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs one step per task, in order', async () => {
    await jest.isolateModulesAsync(async () => {
      await import('./index');
    });
    const steps: string[][] = [];
    for (let task = 0; task < 10; task += 1) {
      await settle();
      steps.push(started.splice(0));
      jest.advanceTimersToNextTimer();
    }
    await settle();
    steps.push(started.splice(0));
    expect(steps.filter((step) => step.length > 0)).toEqual([['react-dom'], ['styled-components'], ['@civic/shared'], ['the bootstrap']]);
    // The entry script's own task ends before the first library is negotiated.
    expect(steps[0]).toEqual([]);
  });
});

export {};
