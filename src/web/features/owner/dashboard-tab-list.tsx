import { useLayoutEffect, useRef } from 'react';
import { TabsList, TabsTrigger } from '../../components/ui/tabs';
import { t } from '../../lib/i18n';
import { type OwnerTab, ownerTabLabel } from './owner-tabs';
import { useSiteHeaderHeight } from './site-header-height';

interface DashboardTabListProps {
  tabs: readonly OwnerTab[];
  selected: OwnerTab;
  counts: Parameters<typeof ownerTabLabel>[1];
}

/** Smooth unless the person asked for less motion. */
function scrollBehavior(): ScrollBehavior {
  const reduced = typeof window.matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduced ? 'auto' : 'smooth';
}

/** Scrolls the row sideways (either direction, left to right or right to left) until `tab` is whole in sight. */
function bringIntoRow(row: HTMLElement, tab: HTMLElement, behavior: ScrollBehavior) {
  const rowBox = row.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  const past = tabBox.left < rowBox.left ? tabBox.left - rowBox.left : Math.max(0, tabBox.right - rowBox.right);
  if (past !== 0) row.scrollBy?.({ left: past, behavior });
}

/**
 * SPEC §2's tab row as one line that scrolls sideways when the tabs do not fit (phones), never wrapping.
 * It sticks below the site's header while the tab's content scrolls, keeps the chosen tab in sight, and
 * brings the new tab's content to its start when a tab is chosen further down the page. Radix keeps the
 * tabs' keyboard use (arrow keys, Home, End, the reading direction) and their roles.
 */
export function DashboardTabList({ tabs, selected, counts }: DashboardTabListProps) {
  const bar = useRef<HTMLDivElement>(null);
  const row = useRef<HTMLDivElement>(null);
  const shown = useRef(selected);
  const headerHeight = useSiteHeaderHeight();

  useLayoutEffect(() => {
    const changed = shown.current !== selected;
    shown.current = selected;
    const tab = row.current?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (row.current && tab) bringIntoRow(row.current, tab, changed ? scrollBehavior() : 'auto');
    // The tabs and their content: when their start has scrolled under the bar, the new content starts there.
    const stickAt = Number.parseFloat(bar.current?.style.top ?? '') || 0;
    const top = bar.current?.parentElement?.getBoundingClientRect().top;
    if (changed && top !== undefined && top < stickAt) window.scrollBy(0, top - stickAt);
  }, [selected]);

  return (
    <div ref={bar} style={{ top: headerHeight }} className="sticky z-20 -mx-4 bg-stone-50/95 px-4 py-2 backdrop-blur">
      <TabsList
        ref={row}
        aria-label={t('Dashboard sections')}
        className="flex-nowrap overflow-x-auto overscroll-x-contain [scrollbar-width:thin]"
      >
        {tabs.map((value) => (
          // Eleven tabs: narrower sides on a wide screen keep them in one row at 1280 px (in English).
          <TabsTrigger key={value} value={value} className="flex-auto shrink-0 whitespace-nowrap lg:px-2">
            {ownerTabLabel(value, counts)}
          </TabsTrigger>
        ))}
      </TabsList>
    </div>
  );
}
