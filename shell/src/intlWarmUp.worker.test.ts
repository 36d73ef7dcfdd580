/**
 * The worker's side: given a locale, it makes a date and a number formatter in it (which is what loads the
 * language's data) and answers with the locale.
 */
describe('the formats worker', () => {
  it('makes a date and a number formatter in the locale it is sent, then answers', async () => {
    const scope = globalThis as unknown as { onmessage: ((event: MessageEvent) => void) | null; postMessage: unknown };
    const realPostMessage = scope.postMessage;
    const answer = jest.fn();
    scope.postMessage = answer;
    const dates = jest.spyOn(Intl, 'DateTimeFormat');
    const numbers = jest.spyOn(Intl, 'NumberFormat');
    try {
      await jest.isolateModulesAsync(async () => {
        // A plain script (the build copies it as it is), so it has no types to check.
        const script: string = './intlWarmUp.worker.js';
        await import(script);
      });
      scope.onmessage!(new MessageEvent('message', { data: 'sw-KE' }));
      expect(dates).toHaveBeenCalledWith('sw-KE', expect.objectContaining({ month: 'short' }));
      expect(numbers).toHaveBeenCalledWith('sw-KE');
      expect(answer).toHaveBeenCalledWith('sw-KE');
    } finally {
      scope.postMessage = realPostMessage;
      scope.onmessage = null;
      dates.mockRestore();
      numbers.mockRestore();
    }
  });
});
