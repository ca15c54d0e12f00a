import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The component tests run the real server in memory next to the app; on a busy 2-core machine a
// reply can take longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library's automatic cleanup is not registered by itself.
afterEach(() => cleanup());
