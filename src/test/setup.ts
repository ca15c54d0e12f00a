import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { schemaFiles } from '../../schemas/bundle';
import { setSchemas } from '../providers/schemas';
import { speedUpJsdom } from './jsdomSpeed';

// The component tests run the real server in memory next to the app; on a busy 2-core machine a
// reply (and a file's first render of the whole app) can take several seconds. One wait for every
// file: a found element returns at once, only a failing test waits the whole 10 s.
configure({ asyncUtilTimeout: 10_000 });

// Vitest runs without globals, so Testing Library's automatic cleanup is not registered by itself.
afterEach(() => cleanup());

speedUpJsdom();

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
