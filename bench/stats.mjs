// Figures the benches share.

/** The nearest-rank percentile `p` (0–100) of numbers sorted from smallest: the least value with p% of them at or below it. */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
