import { act, renderHook } from '@testing-library/react';
import { isLowData, setLowData, startLowData, useLowData } from './lowData';

function setConnection(value: { saveData?: boolean; effectiveType?: string } | undefined) {
  Object.defineProperty(navigator, 'connection', { value, configurable: true });
}

afterEach(() => {
  document.cookie = 'data_saver=; Max-Age=0; Path=/';
  document.documentElement.removeAttribute('data-low-data');
  setConnection(undefined);
  startLowData();
});

describe('low-data mode', () => {
  it('is off on an ordinary connection with no choice made', () => {
    startLowData();
    expect(isLowData()).toBe(false);
    expect(document.documentElement.hasAttribute('data-low-data')).toBe(false);
  });

  it('comes on by itself when the browser asks to save data or reports 2G, and says it did', () => {
    setConnection({ saveData: true });
    startLowData();
    const { result } = renderHook(() => useLowData());
    expect(result.current).toEqual({ on: true, automatic: true });
    expect(document.documentElement.hasAttribute('data-low-data')).toBe(true);
    setConnection({ effectiveType: 'slow-2g' });
    startLowData();
    expect(isLowData()).toBe(true);
    setConnection({ effectiveType: '4g' });
    startLowData();
    expect(isLowData()).toBe(false);
  });

  it('keeps the citizen’s choice on this device, over what the browser asks', () => {
    setConnection({ saveData: true });
    startLowData();
    const { result } = renderHook(() => useLowData());
    act(() => setLowData(false));
    expect(result.current).toEqual({ on: false, automatic: false });
    expect(document.cookie).toContain('data_saver=off');
    startLowData();
    expect(isLowData()).toBe(false);
    act(() => setLowData(true));
    expect(document.cookie).toContain('data_saver=on');
    expect(document.documentElement.hasAttribute('data-low-data')).toBe(true);
  });
  it('follows the page the server marked (it saw Save-Data) for as long as the page is open', () => {
    document.documentElement.setAttribute('data-low-data', 'save-data');
    startLowData();
    const { result } = renderHook(() => useLowData());
    expect(result.current).toEqual({ on: true, automatic: true });
  });
});
