import { formatCount, formatDate, formatFileSize, formatMillions, formatPercent, formatRelativeTime, formatTime12h, formatWeekday } from './format';

describe('formatting helpers', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('gives relative times in seconds, minutes, hours and days under 7 days, then a date', () => {
    expect(formatRelativeTime(ago(30_000), now)).toBe('30 seconds ago');
    expect(formatRelativeTime(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(6 * 86_400_000), now)).toBe('6 days ago');
    expect(formatRelativeTime(ago(7 * 86_400_000), now)).toBe('3 Mar 2026');
  });

  it('shows session times in 12-hour format', () => {
    expect(formatTime12h('14:30')).toBe('2:30 PM');
    expect(formatTime12h('09:05')).toBe('9:05 AM');
    expect(formatTime12h('00:00')).toBe('12:00 AM');
  });

  it('shows budgets in millions with one decimal', () => {
    expect(formatMillions(12_345_678)).toBe('KES 12.3M');
    expect(formatMillions(2_500_000_000)).toBe('KES 2,500.0M');
  });

  it('shows file sizes in B, KB or MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10.0 MB');
  });

  it('spells every short month with three letters, September too', () => {
    expect(formatDate('2026-09-05T12:00:00Z')).toBe('5 Sep 2026');
    expect(formatDate('2026-06-05T12:00:00Z')).toBe('5 Jun 2026');
  });

  it('makes the noun agree with the number', () => {
    expect(formatCount(1, 'reply', 'replies')).toBe('1 reply');
    expect(formatCount(0, 'reply', 'replies')).toBe('0 replies');
    expect(formatCount(1204, 'view')).toBe('1,204 views');
  });

  it('formats in each language asked for, however often one was used before', () => {
    // Each formatter is made once per language and kept: a kept English one must never answer for Kiswahili.
    expect(formatDate('2026-05-05T12:00:00Z', 'en-KE')).toBe('5 May 2026');
    expect(formatDate('2026-05-05T12:00:00Z', 'sw-KE')).toBe('5 Mei 2026');
    expect(formatDate('2026-05-05T12:00:00Z', 'en-KE')).toBe('5 May 2026');
    expect(formatWeekday('Tuesday', 'en-KE')).toBe('Tuesday');
    expect(formatWeekday('Tuesday', 'sw-KE')).toBe('Jumanne');
    expect(formatWeekday('Tuesday', 'en-KE')).toBe('Tuesday');
    expect(formatTime12h('14:30', 'en-KE')).toBe('2:30 PM');
    // Kiswahili has no AM and PM: its own clock, never an English marker.
    expect(formatTime12h('14:30', 'sw-KE')).toBe('14:30');
    expect(formatTime12h('09:30', 'sw-KE')).toBe('9:30');
    expect(formatPercent(4.14, 'en-KE')).toBe('4.1%');
    expect(formatMillions(12_345_678, 'KES', 'en-KE')).toBe('KES 12.3M');
  });

  it('gives every share one decimal', () => {
    expect(formatPercent(5)).toBe('5.0%');
    expect(formatPercent(4.14)).toBe('4.1%');
  });
});
