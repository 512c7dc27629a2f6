import { useEffect, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { theme } from 'antd';
import styles from './filter-tabs.module.css';

export interface FilterTab {
  key: string;
  label: ReactNode;
}

export interface FilterTabsProps {
  items: readonly FilterTab[];
  activeKey: string;
  onChange: (key: string) => void;
  /** The id of the element the tabs filter (role="tabpanel", labelled by `filterTabId(panelId, activeKey)`). */
  panelId: string;
  'aria-label'?: string;
}

/** The id of one tab, for the panel's `aria-labelledby`. */
export const filterTabId = (panelId: string, key: string) => `${panelId}-tab-${key}`;

/**
 * A row of tabs that filter one list, looking like antd's Tabs without their cost: antd measures every
 * tab in a layout effect and renders again to place the ink bar and the overflow menu, which made up a
 * third of opening a list page (docs/decisions/0007-filter-tabs.md). Here the browser lays the row out:
 * on a narrow screen it scrolls sideways, with a shadow on the side that has more tabs. Arrow keys, Home
 * and End move the focus; Enter or Space chooses, as the tab is a button.
 */
export function FilterTabs({ items, activeKey, onChange, panelId, 'aria-label': ariaLabel }: FilterTabsProps) {
  const { token } = theme.useToken();
  const bar = useRef<HTMLDivElement>(null);

  // Brings the chosen tab into view on a row that scrolls. Not for the first tab on mount, where it
  // already is: reading the layout here would make the browser lay the new page out before React is done.
  const first = items[0]?.key;
  useEffect(() => {
    const row = bar.current;
    if (!row || activeKey === first || row.scrollWidth <= row.clientWidth) return;
    const tab = row.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!tab) return;
    if (tab.offsetLeft < row.scrollLeft) row.scrollLeft = tab.offsetLeft - token.padding;
    else if (tab.offsetLeft + tab.offsetWidth > row.scrollLeft + row.clientWidth)
      row.scrollLeft = tab.offsetLeft + tab.offsetWidth - row.clientWidth + token.padding;
  }, [activeKey, first, token.padding]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined || at < 0) return;
    event.preventDefault();
    tabs[(next + tabs.length) % tabs.length]?.focus();
  };

  const colors = {
    '--filter-tabs-text': token.colorText,
    '--filter-tabs-active': token.colorPrimary,
    '--filter-tabs-hover': token.colorPrimaryHover,
    '--filter-tabs-line': token.colorBorderSecondary,
    '--filter-tabs-bg': token.colorBgContainer,
    '--filter-tabs-shadow': token.colorFillSecondary,
    '--filter-tabs-radius': `${token.borderRadiusSM}px`,
    marginBottom: token.margin,
  } as CSSProperties;

  return (
    <div ref={bar} role="tablist" aria-label={ariaLabel} className={styles.bar} style={colors} onKeyDown={onKeyDown}>
      {items.map(({ key, label }) => {
        const active = key === activeKey;
        return (
          <button
            key={key}
            id={filterTabId(panelId, key)}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            className={styles.tab}
            onClick={() => {
              if (!active) onChange(key);
            }}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
