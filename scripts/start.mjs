// npm start: builds the app when dist/ is missing or older than the sources, then starts the server.
import { spawn } from 'node:child_process';
import { buildAppIfStale } from './build-app.mjs';

if (!buildAppIfStale()) process.exit(1);
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
