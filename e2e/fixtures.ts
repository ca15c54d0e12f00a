import { test as base, expect, type ConsoleMessage } from '@playwright/test';

export interface BrowserProblemOptions {
  /** Console errors a test provokes on purpose, e.g. a 4xx of a call it expects to fail. */
  allowedConsoleErrors: RegExp[];
}

// Signed-out pages probe GET session first; its 401 is how the app learns nobody is signed in.
const SESSION_PROBE_401 = /\/api\/webapp\/session(\?|$)/;
// Chromium asks for /favicon.ico on its own; a missing icon is no error of the app.
const FAVICON = /\/favicon\.ico$/;

function isAllowed(message: ConsoleMessage, allowed: RegExp[]): boolean {
  const text = message.text();
  const url = message.location().url;
  if (/status of 401/.test(text) && SESSION_PROBE_401.test(url)) return true;
  if (/status of 404/.test(text) && FAVICON.test(url)) return true;
  return allowed.some((pattern) => pattern.test(text) || pattern.test(url));
}

/** Named in the page by the init script below; reports a Content-Security-Policy violation to the test. */
const CSP_BINDING = '__hryCspViolation';

/**
 * Playwright's test that fails on any uncaught page error, console error or Content-Security-Policy
 * violation in any page of the test. The e2e server is the built server with its real policy
 * (server/http/security-headers.ts), so every spec runs under it; each violation is reported by a
 * `securitypolicyviolation` listener installed before any page script (Chromium also logs it as a console
 * error, but the event names the directive and the blocked resource).
 */
export const test = base.extend<BrowserProblemOptions & { failOnBrowserProblems: void }>({
  allowedConsoleErrors: [[], { option: true }],
  failOnBrowserProblems: [
    async ({ context, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      context.on('weberror', (error) => problems.push(`nezachytená chyba stránky: ${error.error().message}`));
      await context.exposeBinding(CSP_BINDING, (_source, text: string) => {
        if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) {
          problems.push(`porušenie Content-Security-Policy: ${text}`);
        }
      });
      await context.addInitScript((binding) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as Record<string, (text: string) => void>)[binding];
          const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : '';
          void report(`${event.effectiveDirective} zablokovala ${event.blockedURI || 'inline'}${where}`);
        });
      }, CSP_BINDING);
      context.on('console', (message) => {
        if (message.type() !== 'error' || isAllowed(message, allowedConsoleErrors)) return;
        const { url } = message.location();
        problems.push(`chyba v konzole: ${message.text()}${url ? ` (${url})` : ''}`);
      });
      await use();
      expect(problems, 'chyby v prehliadači počas testu').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
