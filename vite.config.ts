/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import outdatedBrowser from './i18n/sk/outdated-browser.json' with { type: 'json' };

const apiPort = process.env.PORT ?? '8080';

/**
 * The browsers the build's JavaScript runs in (README "Browsers"): Vite's 'baseline-widely-available'
 * default, spelled out. index.html's outdated-browser check and app.outdated.browsers name the same.
 */
export const BUILD_TARGET = ['chrome111', 'edge111', 'firefox114', 'safari16.4', 'ios16.4'];

/**
 * Puts the outdated-browser texts (i18n/sk/outdated-browser.json, app.outdated) into index.html's data
 * block #outdated-browser-texts, which public/outdated-browser.js reads.
 */
function outdatedBrowserTexts(): Plugin {
  // '<' escaped so that no text can close the script element.
  const json = JSON.stringify(outdatedBrowser).replace(/</g, '\\u003c');
  return {
    name: 'outdated-browser-texts',
    transformIndexHtml: (html) => html.replace('__OUTDATED_BROWSER_TEXTS__', json),
  };
}

export default defineConfig({
  plugins: [react(), outdatedBrowserTexts()],
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/public': `http://127.0.0.1:${apiPort}` },
  },
  build: { outDir: 'dist', target: BUILD_TARGET, chunkSizeWarningLimit: 2000 },
  test: {
    // The default output, then the ten slowest files (npm run test:unit).
    reporters: ['default', './server/test/slowest-files.ts'],
    // Vitest's default (cores − 1) is one worker on a 2-core machine, which then waits idle while a test's
    // PostgreSQL server or server process works: at least two files run at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['server/**/*.test.ts', 'schemas/**/*.test.ts', 'i18n/**/*.test.ts', 'bench/**/*.test.ts'],
          // The server tests mock no module and stub no global: a worker keeps the server's modules (and
          // the test database templates) loaded from one file to the next instead of importing them again.
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
