import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';

/** A group of sections; `allowsMultipleExpanded` false keeps one open at a time. */
export function Accordion({
  children,
  allowsMultipleExpanded = false,
  defaultExpandedKeys,
}: {
  children: ReactNode;
  allowsMultipleExpanded?: boolean;
  defaultExpandedKeys?: string[];
}) {
  return (
    <DisclosureGroup
      allowsMultipleExpanded={allowsMultipleExpanded}
      {...(defaultExpandedKeys ? { defaultExpandedKeys } : {})}
      className="divide-y-2 divide-slate-200 rounded-md border-2 border-slate-300"
    >
      {children}
    </DisclosureGroup>
  );
}

/** One section: a heading containing a real button with aria-expanded, and its panel. */
export function AccordionItem({
  id,
  title,
  children,
  headingLevel = 3,
}: {
  id: string;
  title: string;
  children: ReactNode;
  headingLevel?: 2 | 3 | 4;
}) {
  return (
    <Disclosure id={id} className="group">
      <Heading level={headingLevel} className="m-0">
        <Button
          slot="trigger"
          className="flex min-h-11 w-full items-center justify-between gap-4 px-4 py-3 text-left text-lg font-semibold text-slate-900 data-[hovered]:bg-slate-50"
        >
          <span>{title}</span>
          <span aria-hidden="true" className="text-2xl leading-none group-data-[expanded]:rotate-45">
            +
          </span>
        </Button>
      </Heading>
      <DisclosurePanel className="px-4 pb-4 text-slate-800">{children}</DisclosurePanel>
    </Disclosure>
  );
}
