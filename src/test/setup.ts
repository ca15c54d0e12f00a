import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { schemaFiles } from '../../schemas/bundle';
import { setSchemas } from '../providers/schemas';

// The component tests run the real server in memory next to the app; on a busy 2-core machine a
// reply can take longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library's automatic cleanup is not registered by itself.
afterEach(() => cleanup());

// jsdom's selector engine (nwsapi) keeps the 1,000 selectors it compiled last (an LRU cache). MUI's
// styles insert one CSS rule per style (about 1,000 by the end of a screen test file) and jsdom's
// getComputedStyle, which Testing Library's role queries call for every element they look at, matches
// the element against every rule in turn: once over the limit, every rule missed the cache and was
// parsed and compiled again (the slowest files spent most of their time there). The caches the engine
// exports are made unbounded; what a selector matches does not change.
type SelectorCache = {
  get: (key: string) => unknown;
  set: (key: string, value: unknown) => unknown;
  has: (key: string) => boolean;
  clear: () => void;
};
function unboundSelectorCaches(): void {
  const implKey = Object.getOwnPropertySymbols(document).find((s) => s.description === 'impl');
  if (!implKey) return;
  // Both engines are created on first use: by a computed style (rule matching) and by a query.
  window.getComputedStyle(document.body);
  document.body.matches('body');
  const impl = (document as unknown as Record<symbol, Record<string, Record<string, SelectorCache>>>)[
    implKey
  ];
  for (const engine of [impl?._nwsapiDontThrow, impl?._nwsapi]) {
    for (const name of ['matchLambdas', 'selectLambdas', 'matchResolvers', 'selectResolvers']) {
      const cache = engine?.[name];
      if (!cache) continue;
      const map = new Map<string, unknown>();
      cache.get = (key) => map.get(key);
      cache.set = (key, value) => map.set(key, value);
      cache.has = (key) => map.has(key);
      cache.clear = () => map.clear();
    }
  }
}
unboundSelectorCaches();

// The real server's PGlite reads its pg_trgm extension bundle (migration 080) into a Blob and calls
// arrayBuffer(), which jsdom's Blob lacks.
if (typeof Blob.prototype.arrayBuffer !== 'function') {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob): Promise<ArrayBuffer> {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}

// The app reads the field schemas from the API once signed in (providers/schemas.ts); the component
// tests start with the shipped files, version 1 as on a new database.
setSchemas(1, schemaFiles);
