import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.2 A and AA rules the product promises (the accessibility bar of every screen). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page as it is now and returns one readable block per violation (rule, impact,
 * what to fix, and the selector and markup of each offending element). An empty list means no violations.
 */
export async function auditPage(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((violation) => {
    const targets = violation.nodes.map((node) => {
      const selector = node.target.map((part) => (Array.isArray(part) ? part.join(' >> ') : part)).join(' ');
      const summary = node.failureSummary?.split('\n').slice(1).join(' ').trim();
      const html = node.html.length > 200 ? `${node.html.slice(0, 200)}…` : node.html;
      return `    - ${selector}${summary ? ` (${summary})` : ''}\n      ${html}`;
    });
    return [
      `${violation.id} [${violation.impact ?? 'unknown impact'}]: ${violation.help}`,
      `  ${violation.helpUrl}`,
      ...targets,
    ].join('\n');
  });
}

/** Fails with the full, readable list of axe violations, so the message says exactly what to fix. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const violations = await auditPage(page);
  if (violations.length === 0) return;
  throw new Error(`axe found ${violations.length} WCAG violation(s) on ${where}:\n\n${violations.join('\n\n')}`);
}
