import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';

const REPORTS = fileURLToPath(new URL('../../reports', import.meta.url));
export const WIDTHS = [1440, 390] as const;

/** Fails when the page scrolls sideways, once it has laid itself out again for its width. */
export async function noSidewaysScroll(page: Page) {
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await expect.poll(overflow, { message: `${page.url()} scrolls sideways`, timeout: 5_000 }).toBeLessThanOrEqual(0);
}

export interface ShotOptions {
  /** Shown at each width before the picture is taken. */
  ready?: Locator;
  /** The whole page (default), or the window only (a drawer is fixed to it). */
  fullPage?: boolean;
}

/**
 * The page at 1440 px and at 390 px (`reports/<folder>/<name>-<width>.png`), each without sideways scroll,
 * then back at 1440 px: what a look at a page on a desktop and on a phone needs.
 */
export async function shootBothWidths(page: Page, folder: string, name: string, { ready, fullPage = true }: ShotOptions = {}) {
  const dir = join(REPORTS, folder);
  mkdirSync(dir, { recursive: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    if (ready) await expect(ready).toBeVisible();
    await noSidewaysScroll(page);
    await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}
