// Worker entry of off-thread.ts when the server runs as TypeScript: tsx's loader, registered in this
// thread, loads parse-worker.ts (dist-server/ has the compiled parse-worker.mjs instead).
import { register } from 'tsx/esm/api';

register();
await import('./parse-worker.ts');
