import { Tabs as RadixTabs } from "radix-ui";
import type { ReactNode } from "react";

export interface TabPanel {
  value: string;
  label: string;
  content: ReactNode;
}

export interface TabbedPanelsProps {
  /** The accessible name of the tab list. */
  label: string;
  tabs: readonly TabPanel[];
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
}

/** Radix builds element ids from tab values, and an id must not hold spaces: "Return Policy" -> "return-policy". */
function tabKey(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

/** Radix tabs with the shop's look: a wrapping tab list (usable on a phone) and one panel at a time. */
export function TabbedPanels({ label, tabs, value, onValueChange, className = "" }: TabbedPanelsProps) {
  const choose = (key: string) => {
    const tab = tabs.find((candidate) => tabKey(candidate.value) === key);
    if (tab) onValueChange(tab.value);
  };
  return (
    <RadixTabs.Root value={tabKey(value)} onValueChange={choose} className={className}>
      <RadixTabs.List aria-label={label} className="flex flex-wrap gap-1 border-b border-slate-300">
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            value={tabKey(tab.value)}
            className="-mb-px rounded-t-md border border-transparent px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900 data-[state=active]:border-slate-300 data-[state=active]:border-b-white data-[state=active]:bg-white data-[state=active]:text-brand-700"
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tabKey(tab.value)} className="rounded-b-md border border-t-0 border-slate-300 bg-white p-5 sm:p-8">
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
