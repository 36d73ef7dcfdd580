import shortTasksPlugin from './shortTasksPlugin';

type Hook = () => Promise<void>;

/** Runs every promise callback already queued, and those they queue, without letting a task run. */
async function flushMicrotasks(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

describe('the section start in short tasks', () => {
  const plugin = shortTasksPlugin() as unknown as Record<string, Hook>;

  it.each(['beforeInitRemote', 'beforeGetExpose', 'beforeExecuteFactory'])('%s lets the browser run a task before the runtime goes on', async (hook) => {
    const order: string[] = [];
    const step = plugin[hook]!().then(() => order.push('runtime goes on'));
    await flushMicrotasks();
    // However many promise callbacks run, the runtime's next step waits for a task of its own.
    expect(order).toEqual([]);
    await step;
    expect(order).toEqual(['runtime goes on']);
  });

  it('uses the browser scheduler where there is one', async () => {
    const yieldToBrowser = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldToBrowser };
    try {
      await plugin.beforeGetExpose!();
      expect(yieldToBrowser).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });
});
