import { expect, test, type Page } from '@playwright/test';
import { snap } from './helpers';

interface Geometry {
  left: number;
  top: number;
  scale: number;
  text: { left: number; top: number; right: number; bottom: number };
}

// canvas-confetti adds a canvas of its own: the card is found by its name.
const card = (page: Page) => page.getByRole('img', { name: 'Scratch card: rub to reveal the prize' });

/** Where the canvas is on screen and where the prize text sits under it, in canvas pixels. */
async function geometry(page: Page): Promise<Geometry> {
  // The page's chunk may still be loading after `goto`: measure once the card and its prize are drawn.
  await expect(card(page)).toBeVisible();
  await expect(page.getByText('$00.00 off', { exact: true })).toBeAttached();
  return page.evaluate(() => {
    const canvas = document.querySelector('canvas[role="img"]')!.getBoundingClientRect();
    const prize = [...document.querySelectorAll('p')].find((p) => p.textContent === '$00.00 off')!;
    const text = prize.getBoundingClientRect();
    const scale = 500 / canvas.width;
    return {
      left: canvas.left,
      top: canvas.top,
      scale,
      text: {
        left: (text.left - canvas.left) * scale,
        right: (text.right - canvas.left) * scale,
        top: (text.top - canvas.top) * scale,
        bottom: (text.bottom - canvas.top) * scale,
      },
    };
  });
}

const clearedPercent = async (page: Page) => Number(await card(page).getAttribute('data-cleared-percent'));
const isRevealed = (page: Page) => page.getByText('You revealed: $00.00 off').isVisible();

/** One synthetic stroke between two canvas points. */
async function stroke(page: Page, g: Geometry, from: [number, number], to: [number, number]) {
  const at = ([x, y]: [number, number]) => [g.left + x / g.scale, g.top + y / g.scale] as const;
  await page.mouse.move(...at(from));
  await page.mouse.down();
  await page.mouse.move(...at(to), { steps: 6 });
  await page.mouse.up();
  await page.waitForTimeout(60);
}

/**
 * Short strokes over the coating that never pass through the text area, until `stop` says enough;
 * every reading taken while the card is still covered is returned.
 */
async function scratchAroundText(page: Page, g: Geometry, stop: (percent: number) => boolean) {
  const readings: number[] = [];
  const margin = 4;
  for (let y = 10; y <= 140; y += 20) {
    for (let x = 0; x < 500; x += 40) {
      const segment: [number, number][] = [
        [x, y],
        [x + 40, y],
      ];
      const crosses =
        y >= g.text.top - margin &&
        y <= g.text.bottom + margin &&
        x + 40 >= g.text.left - margin &&
        x <= g.text.right + margin;
      if (crosses) {
        continue;
      }
      await stroke(page, g, segment[0]!, segment[1]!);
      if (await isRevealed(page)) {
        return readings;
      }
      const percent = await clearedPercent(page);
      readings.push(percent);
      if (stop(percent)) {
        return readings;
      }
    }
  }
  return readings;
}

test.describe('/scratch', () => {
  test('wins past 75% without touching the prize text, never before', async ({ page }, testInfo) => {
    await page.goto('/scratch');
    const g = await geometry(page);
    const readings = await scratchAroundText(page, g, () => false);
    await expect(page.getByText('You revealed: $00.00 off')).toBeVisible();
    expect(readings.length).toBeGreaterThan(5);
    expect(Math.max(...readings)).toBeLessThanOrEqual(75);
    expect(Math.max(...readings)).toBeGreaterThan(65);
    await snap(page, testInfo, 'scratch-won');
  });

  test('wins past 70% once the pointer passed through the prize text', async ({ page }) => {
    await page.goto('/scratch');
    const g = await geometry(page);
    const readings = await scratchAroundText(page, g, (percent) => percent > 70);
    const last = readings.at(-1) ?? 0;
    expect(last).toBeGreaterThan(70);
    expect(last).toBeLessThanOrEqual(75);
    await expect(card(page)).toBeVisible();
    expect(await isRevealed(page)).toBe(false);

    const middle = (g.text.top + g.text.bottom) / 2;
    await stroke(page, g, [g.text.left + 4, middle], [g.text.left + 24, middle]);
    await expect(page.getByText('You revealed: $00.00 off')).toBeVisible();
    await expect(card(page)).toHaveCount(0);
  });

  test('keyboard users reveal the card with the Reveal button', async ({ page }) => {
    await page.goto('/scratch');
    await page.getByRole('button', { name: 'Reveal' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'You revealed' })).toHaveText(
      'You revealed: $00.00 off',
    );
    await page.getByRole('button', { name: 'Scratch another card' }).click();
    await expect(card(page)).toBeVisible();
    await expect(page.getByText('0% scratched')).toBeVisible();
  });
});
