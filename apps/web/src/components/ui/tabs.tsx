import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  /** Names the tab list for screen readers ("Profile sections"). */
  label: string;
  items: TabItem[];
  selectedKey?: string;
  onSelectionChange?: (key: string) => void;
  className?: string;
}

const tabClasses =
  'min-h-11 cursor-pointer rounded-t-md border-b-4 border-transparent px-4 py-2 font-semibold text-slate-700 outline-none ' +
  'data-[hovered]:bg-slate-100 data-[selected]:border-brand-700 data-[selected]:text-brand-800 ' +
  'data-[focus-visible]:outline data-[focus-visible]:outline-3 data-[focus-visible]:outline-amber-700';

/**
 * Tabs with the ARIA tab pattern (arrow keys move between tabs, the panel is labelled by its tab). The
 * selected tab is marked by a thick underline and bold text, not by colour alone.
 */
export function Tabs({ label, items, selectedKey, onSelectionChange, className = '' }: TabsProps) {
  return (
    <AriaTabs
      {...(selectedKey === undefined ? {} : { selectedKey })}
      {...(onSelectionChange ? { onSelectionChange: (key: Key) => onSelectionChange(String(key)) } : {})}
      className={`flex flex-col gap-4 ${className}`}
    >
      <TabList aria-label={label} className="flex flex-wrap gap-1 border-b-2 border-slate-200">
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className={tabClasses}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel
          key={item.id}
          id={item.id}
          className="outline-none data-[focus-visible]:outline data-[focus-visible]:outline-3 data-[focus-visible]:outline-amber-700"
        >
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
