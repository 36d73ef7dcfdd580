import { act, renderHook } from '@testing-library/react';
import { useOpenWhenLoaded } from './openWhenLoaded';

/** A load the test settles when it chooses. */
function pendingLoad() {
  let settle: { resolve: () => void; reject: (error: Error) => void } = { resolve: () => undefined, reject: () => undefined };
  const load = jest.fn(() => new Promise<void>((resolve, reject) => (settle = { resolve, reject })));
  return { load, settle: () => settle };
}

describe('useOpenWhenLoaded', () => {
  it('opens only once the code has come, and holds `opening` meanwhile', async () => {
    const { load, settle } = pendingLoad();
    const then = jest.fn();
    const { result } = renderHook(() => useOpenWhenLoaded(load));
    let opened: Promise<void> = Promise.resolve();
    act(() => {
      opened = result.current.open(then);
    });
    expect(result.current.opening).toBe(true);
    expect(then).not.toHaveBeenCalled();
    await act(async () => {
      settle().resolve();
      await opened;
    });
    expect(then).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ opening: false, failed: false });
  });

  it('says it failed when the code cannot be fetched, opens nothing, and clears the failure on the next try', async () => {
    const { load, settle } = pendingLoad();
    const then = jest.fn();
    const { result } = renderHook(() => useOpenWhenLoaded(load));
    let opened: Promise<void> = Promise.resolve();
    act(() => {
      opened = result.current.open(then);
    });
    await act(async () => {
      settle().reject(new Error('Loading chunk 12 failed'));
      await opened;
    });
    expect(then).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ opening: false, failed: true });

    act(() => {
      opened = result.current.open(then);
    });
    expect(result.current).toMatchObject({ opening: true, failed: false });
    await act(async () => {
      settle().resolve();
      await opened;
    });
    expect(then).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
