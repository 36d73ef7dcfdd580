import { useId, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Tab = styled.button<{ $active: boolean }>`
  font: inherit;
  font-weight: 600;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  background: none;
  border: 0;
  border-bottom: 3px solid ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.primaryDark : theme.colors.muted)};
  margin-bottom: -2px;
  cursor: pointer;
`;

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

/** WAI-ARIA tabs: arrow keys move between tabs; `renderPanel` draws the active panel. */
export function Tabs<K extends string>({
  label,
  tabs,
  active,
  onChange,
  renderPanel,
}: {
  label: string;
  tabs: TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  renderPanel: (key: K) => React.ReactNode;
}) {
  const base = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(event: KeyboardEvent, index: number) {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = (index + delta + tabs.length) % tabs.length;
    refs.current[next]?.focus();
    onChange(tabs[next]!.key);
  }

  return (
    <div>
      <List role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <Tab
            key={tab.key}
            ref={(el) => {
              refs.current[index] = el;
            }}
            role="tab"
            type="button"
            id={`${base}-tab-${tab.key}`}
            aria-selected={tab.key === active}
            aria-controls={`${base}-panel-${tab.key}`}
            tabIndex={tab.key === active ? 0 : -1}
            $active={tab.key === active}
            onClick={() => onChange(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      <div role="tabpanel" id={`${base}-panel-${active}`} aria-labelledby={`${base}-tab-${active}`} tabIndex={0}>
        {renderPanel(active)}
      </div>
    </div>
  );
}
