// The benches' phone: the throttling bench:web and bench:start load pages under (150 ms RTT, 1.6 Mbps down,
// 750 kbps up, a CPU four times slower), through a Chrome DevTools Protocol session of the page.
export const PHONE = { latencyMs: 150, downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8, uploadBytesPerSecond: (750 * 1024) / 8, cpuSlowdown: 4 };

/** Throttles the page behind `cdp` (its network must be enabled) to the benches' phone. */
export async function throttleAsPhone(cdp) {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBytesPerSecond,
    uploadThroughput: PHONE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
}
