// Worker entry: TypeScript is loaded through tsx's loader, registered in this thread.
import { register } from 'tsx/esm/api';

register();
await import('./contacts-sheet-worker.ts');
