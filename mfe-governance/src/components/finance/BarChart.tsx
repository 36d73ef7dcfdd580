import { useId } from 'react';
import styled from 'styled-components';
import { t } from '../../messages';

export type BarPattern = 'solid' | 'hatch' | 'dots';

export interface ChartSeries {
  label: string;
  pattern: BarPattern;
}

export interface ChartGroup {
  label: string;
  /** One value per series; null for a figure that is not known (the chart says so in words). */
  values: Array<number | null>;
}

const BAR = 18;
const BAR_GAP = 4;
const LABEL = 22;
const GROUP_GAP = 14;
/** The longest bar takes this share of the width, leaving room for its value written after it. */
const MAX_BAR = 60;

const Figure = styled.figure`
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(6)};
  figcaption {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  > svg {
    display: block;
    width: 100%;
    overflow: hidden;
  }
  text {
    font-family: inherit;
    font-size: 0.875rem;
    fill: ${({ theme }) => theme.colors.text};
  }
  .group {
    font-weight: 600;
  }
  .missing {
    font-style: italic;
    font-size: 0.8rem;
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 0.9rem;
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  svg {
    flex: none;
  }
`;

const COLOURS: Record<BarPattern, string> = { solid: '#0b6b4b', hatch: '#1a5fb4', dots: '#8a5a00' };

function Patterns({ prefix }: { prefix: string }) {
  return (
    <defs>
      <pattern id={`${prefix}-hatch`} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="6" height="6" fill="#ffffff" />
        <rect width="3" height="6" fill={COLOURS.hatch} />
      </pattern>
      <pattern id={`${prefix}-dots`} width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="6" fill="#ffffff" />
        <circle cx="3" cy="3" r="1.8" fill={COLOURS.dots} />
      </pattern>
    </defs>
  );
}

const fillOf = (pattern: BarPattern, prefix: string) => (pattern === 'solid' ? COLOURS.solid : `url(#${prefix}-${pattern})`);

/**
 * A small horizontal bar chart drawn in SVG, for the eye: every bar has its value written beside it, each series
 * has its own pattern as well as its colour (a key names them), and a screen reader hears one summary of every
 * figure (role=img). The same figures are in a table on the page, which the chart links to. Widths are
 * percentages of the box, so the chart fits a 375 px phone without shrinking its text. The key's swatches use the
 * patterns defined in the chart's own SVG, so each id is on the page once.
 */
export function BarChart({
  caption,
  series,
  groups,
  format,
  missingLabel,
  tableId,
}: {
  caption: string;
  series: ChartSeries[];
  groups: ChartGroup[];
  format: (value: number) => string;
  missingLabel: string;
  /** The id of the table with the same figures. */
  tableId?: string;
}) {
  // React's ids hold characters (':', '«') that an SVG url(#…) reference may not take.
  const prefix = `chart${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const largest = Math.max(0, ...groups.flatMap((group) => group.values.map((value) => value ?? 0)));
  const groupHeight = LABEL + series.length * (BAR + BAR_GAP) + GROUP_GAP;
  const height = groups.length * groupHeight;
  const summary = t('chartSummary', {
    caption,
    values: groups
      .map((group) => `${group.label}: ${series.map((entry, index) => `${entry.label.toLowerCase()} ${valueText(group.values[index], format, missingLabel)}`).join(', ')}`)
      .join('; '),
  });
  return (
    <Figure aria-labelledby={`${prefix}-caption`}>
      <figcaption id={`${prefix}-caption`}>{caption}</figcaption>
      <Legend aria-label={t('chartLegend')}>
        {series.map((entry) => (
          <li key={entry.label}>
            <svg width="28" height="14" aria-hidden="true" focusable="false">
              <rect x="0.5" y="0.5" width="27" height="13" fill={fillOf(entry.pattern, prefix)} stroke="#1b1f23" />
            </svg>
            {entry.label}
          </li>
        ))}
      </Legend>
      <svg role="img" aria-label={summary} height={height} focusable="false">
        <Patterns prefix={prefix} />
        {groups.map((group, groupIndex) => {
          const top = groupIndex * groupHeight;
          return (
            <g key={group.label}>
              <text className="group" x="0" y={top + 15}>
                {group.label}
              </text>
              {series.map((entry, index) => {
                const value = group.values[index] ?? null;
                const y = top + LABEL + index * (BAR + BAR_GAP);
                if (value === null)
                  return (
                    <text key={entry.label} className="missing" x="0" y={y + 14}>
                      {entry.label}: {missingLabel}
                    </text>
                  );
                const width = largest > 0 ? (value / largest) * MAX_BAR : 0;
                return (
                  <g key={entry.label} data-series={entry.label}>
                    <rect x="0" y={y} width={`${width}%`} height={BAR} fill={fillOf(entry.pattern, prefix)} stroke="#1b1f23" strokeWidth="1" />
                    <text x={`${width}%`} dx="6" y={y + 14}>
                      {format(value)}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
      {tableId ? (
        <p>
          <a href={`#${tableId}`}>{t('chartSeeTable')}</a>
        </p>
      ) : null}
    </Figure>
  );
}

function valueText(value: number | null | undefined, format: (value: number) => string, missingLabel: string): string {
  return value === null || value === undefined ? missingLabel : format(value);
}
