// axe-core (WCAG 2.1 A and AA rules) on what a page shows now: serious and critical violations fail the
// test, each named with its rule, help text and the elements it found.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
// Off by default in axe (experimental), on here: the frame's header once failed it.
const EXPERIMENTAL_RULES = { 'label-content-name-mismatch': { enabled: true } };
const BLOCKING = new Set(['serious', 'critical']);

/** Runs axe on the page (or only inside `include`, a CSS selector) and fails on a serious or critical rule. */
export async function expectNoAxeViolations(page: Page, where: string, include?: string): Promise<void> {
  // A dialog still fading in has blended colours that axe reads as low contrast: measure the settled page.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      // spinners loop forever; only transitions that end are waited for
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  let builder = new AxeBuilder({ page }).withTags(WCAG_21_AA).options({ rules: EXPERIMENTAL_RULES });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const blocking = violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)} ${node.failureSummary ?? ''}`)
          .join(', ')}`,
    );
  expect(blocking, `porušenia prístupnosti (axe) na ${where}`).toEqual([]);
}
