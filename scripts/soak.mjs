// npm run soak (issue 8; not part of npm test): the long fuzz slice (FUZZ_CASES random cases per route
// and role, seed FUZZ_SEED or a random one, printed so a failure can be replayed) on PGlite and
// PostgreSQL, then the load run (bench/load.ts: SOAK_CLIENTS clients for SOAK_SECONDS seconds), then the
// crash suite (bench/crash.ts: kill -9 during an import, a voucher generation and a registration job;
// CRASH_TRIALS per operation, CRASH_SEED printed).
import { spawnSync } from 'node:child_process';

const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
const cases = process.env.FUZZ_CASES ?? '40';
const clients = process.env.SOAK_CLIENTS ?? '200';
const seconds = process.env.SOAK_SECONDS ?? '120';
console.log(`Fuzz: ${cases} náhodných prípadov na route a rolu, FUZZ_SEED=${seed}`);
const fuzz = spawnSync('npx', ['vitest', 'run', 'server/http/fuzz.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_SEED: seed, FUZZ_CASES: cases },
});
console.log(`Záťaž: ${clients} prihlásených klientov, ${seconds} s`);
const load = spawnSync('npx', ['tsx', 'bench/load.ts', '--clients', clients, '--seconds', seconds], {
  stdio: 'inherit',
});
console.log('Pád servera: kill -9 počas importu, generovania poukazov a registrácie');
const crash = spawnSync('npx', ['tsx', 'bench/crash.ts'], { stdio: 'inherit' });
process.exit(fuzz.status === 0 && load.status === 0 && crash.status === 0 ? 0 : 1);
