// Issue 25: the built app under its Content-Security-Policy. Every spec fails on a violation
// (e2e/fixtures.ts); this one checks that the policy is really sent and enforced, that the fixture's
// listener sees a violation, and that the API documentation page runs under the policy too.
import { expect, test } from './fixtures';

test.describe('bezpečnostné hlavičky', () => {
  test('stránka aplikácie prichádza s Content-Security-Policy a ďalšími hlavičkami', async ({ page }) => {
    const response = await page.goto('/#/signin');
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin');
    await expect(page.getByRole('button', { name: 'Prihlásiť sa' })).toBeVisible();
  });

  test.describe('vložený skript', () => {
    // The violation this test provokes on purpose (the fixture would fail the test on it otherwise).
    test.use({ allowedConsoleErrors: [[/script-src/, /Content Security Policy/], { scope: 'test' }] });

    test('politika vložený skript zablokuje a udalosť o porušení príde', async ({ page }) => {
      await page.goto('/#/signin');
      const directive = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            document.addEventListener(
              'securitypolicyviolation',
              (event) => resolve(event.effectiveDirective),
              {
                once: true,
              },
            );
            const script = document.createElement('script');
            script.textContent = 'window.inlineRan = true';
            document.body.appendChild(script);
          }),
      );
      expect(directive).toBe('script-src-elem');
      expect(await page.evaluate(() => (window as { inlineRan?: boolean }).inlineRan)).toBeUndefined();
    });
  });

  test('dokumentácia API na /api/docs beží pod tou istou politikou', async ({ page }) => {
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /^Dokumentácia API/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'dokument OpenAPI 3.1 (JSON)' })).toBeVisible();
    // an operation opens to its parameters, request body and replies
    const signIn = page.locator('details').filter({
      has: page.locator('summary', { hasText: /^PUT \/api\/webapp\/session(\s|$)/ }),
    });
    await signIn.locator('summary').click();
    await expect(signIn.getByRole('heading', { name: 'Telo požiadavky' })).toBeVisible();
    await expect(signIn.getByText('"password": {')).toBeVisible();
  });

  test('zdravie a pripravenosť odpovedajú bez prihlásenia', async ({ request }) => {
    expect(await (await request.get('/api/health')).json()).toEqual({ ok: true });
    const ready = await request.get('/api/ready');
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toMatchObject({ ok: true, database: true, migrations: true, jobs: true });
    expect((await request.get('/metrics')).status()).toBe(404);
  });
});
