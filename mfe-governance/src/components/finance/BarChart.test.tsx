import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@civic/shared/testing';
import { formatMillions } from '@civic/shared';
import { BarChart } from './BarChart';

const SERIES = [
  { label: 'Target', pattern: 'solid' as const },
  { label: 'Collected', pattern: 'hatch' as const },
];

describe('BarChart', () => {
  it('is one image whose name reads every figure, with a caption, a key and a link to the table', () => {
    renderWithProviders(
      <BarChart
        caption="Own-source revenue"
        series={SERIES}
        groups={[
          { label: 'Nairobi', values: [19_689_600_000, 12_542_100_000] },
          { label: 'Wajir', values: [null, 164_900_000] },
        ]}
        format={(value) => formatMillions(value)}
        missingLabel="not in the published figures we hold"
        tableId="osr-table"
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Own-source revenue' });
    const image = within(figure).getByRole('img');
    expect(image).toHaveAccessibleName(
      'Own-source revenue. Nairobi: target KES 19,689.6M, collected KES 12,542.1M; Wajir: target not in the published figures we hold, collected KES 164.9M',
    );
    expect(within(figure).getByRole('list', { name: 'Key' })).toHaveTextContent('TargetCollected');
    expect(within(figure).getByRole('link', { name: 'The same figures as a table' })).toHaveAttribute('href', '#osr-table');
  });

  it('draws bars in proportion, each series in its own pattern, with the value written beside each bar', () => {
    const { container } = renderWithProviders(
      <BarChart caption="Money" series={SERIES} groups={[{ label: 'Kisumu', values: [200, 50] }]} format={(value) => `KES ${value}`} missingLabel="none" />,
    );
    const bars = [...container.querySelectorAll('svg[role="img"] g rect')];
    expect(bars.map((bar) => bar.getAttribute('width'))).toEqual(['60%', '15%']);
    const [target, collected] = bars.map((bar) => bar.getAttribute('fill'));
    expect(target).not.toEqual(collected);
    expect(collected).toMatch(/^url\(#chart[a-zA-Z0-9]+-hatch\)$/);
    expect(container.querySelector('svg[role="img"]')).toHaveTextContent('KisumuKES 200KES 50');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
