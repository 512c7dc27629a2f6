import { fireEvent, render, screen } from '@testing-library/react';
import { FilterTabs, filterTabId } from './FilterTabs';

const ITEMS = [
  { key: 'ALL', label: '全部' },
  { key: 'DRAFT', label: '草稿' },
  { key: 'PENDING', label: '待审核' },
];

function renderTabs(activeKey = 'ALL') {
  const onChange = jest.fn();
  render(
    <>
      <FilterTabs panelId="list" aria-label="按状态筛选" items={ITEMS} activeKey={activeKey} onChange={onChange} />
      <div role="tabpanel" id="list" aria-labelledby={filterTabId('list', activeKey)}>
        rows
      </div>
    </>,
  );
  return onChange;
}

describe('FilterTabs', () => {
  it('is a labelled tab list whose chosen tab labels the panel it filters', () => {
    renderTabs('DRAFT');
    expect(screen.getByRole('tablist', { name: '按状态筛选' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected'), tab.tabIndex])).toEqual([
      ['全部', 'false', -1],
      ['草稿', 'true', 0],
      ['待审核', 'false', -1],
    ]);
    expect(tabs.every((tab) => tab.getAttribute('aria-controls') === 'list')).toBe(true);
    expect(screen.getByRole('tabpanel', { name: '草稿' }).textContent).toBe('rows');
  });

  it('chooses a tab on click, and not the one already chosen', () => {
    const onChange = renderTabs();
    fireEvent.click(screen.getByRole('tab', { name: '全部' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('tab', { name: '待审核' }));
    expect(onChange).toHaveBeenCalledWith('PENDING');
  });

  it('moves the focus with the arrow keys, Home and End, round the ends, without choosing', () => {
    const onChange = renderTabs();
    const [all, draft, pending] = screen.getAllByRole('tab');
    all.focus();
    fireEvent.keyDown(all, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(draft);
    fireEvent.keyDown(draft, { key: 'End' });
    expect(document.activeElement).toBe(pending);
    fireEvent.keyDown(pending, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(all);
    fireEvent.keyDown(all, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(pending);
    fireEvent.keyDown(pending, { key: 'Home' });
    expect(document.activeElement).toBe(all);
    fireEvent.keyDown(all, { key: 'a' });
    expect(document.activeElement).toBe(all);
    expect(onChange).not.toHaveBeenCalled();
  });
});
