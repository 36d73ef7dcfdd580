import { statusTone, TONE_COLOURS } from './statusTone';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe('project status colours', () => {
  it('are On Track green, At Risk yellow, Delayed red, Completed blue and anything else grey', () => {
    expect(['On Track', 'At Risk', 'Delayed', 'Completed', 'Planned', 'Suspended', 'Cancelled'].map(statusTone)).toEqual([
      'green',
      'yellow',
      'red',
      'blue',
      'grey',
      'grey',
      'grey',
    ]);
  });

  it('keep the written status readable on every badge (contrast at least 4.5:1)', () => {
    for (const { background, text } of Object.values(TONE_COLOURS)) {
      const [light, dark] = [luminance(background), luminance(text)].sort((a, b) => b - a);
      expect((light! + 0.05) / (dark! + 0.05)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
