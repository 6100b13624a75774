import { readFileSync } from 'node:fs';
import { waitForQuiet } from './browser.js';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// Evaluated through the browser's debugging protocol: the page's CSP (script-src 'self') does not apply to it.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * axe-core (WCAG 2.1 A and AA) on the page as it stands: no serious or critical violation.
 * `what` names the screen in the failure message.
 */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  await waitForQuiet(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations;
  });
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => JSON.stringify(node.target))
          .slice(0, 5)
          .join(', ')}`,
    );
  expect.soft(serious, `axe on ${what}`).toEqual([]);
}
