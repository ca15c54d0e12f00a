// A vitest reporter beside the default one (vite.config.ts): after the run it prints the ten test files
// that took longest, with where the time went (import of the file and its modules, tests and hooks), so
// the cost of `npm run test:unit` is visible where it is paid.
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = 10;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The slowest files, longest first: total = collect (import, suite callbacks) + setup + tests and hooks. */
export function slowestFiles(modules: ReadonlyArray<TestModule>, count = SHOWN) {
  return modules
    .map((m) => {
      const d = m.diagnostic();
      return {
        file: path.relative(process.cwd(), m.moduleId),
        project: m.project.name,
        collect: d.collectDuration,
        tests: d.duration,
        total:
          d.collectDuration + d.setupDuration + d.prepareDuration + d.environmentSetupDuration + d.duration,
      };
    })
    .sort((a, b) => b.total - a.total)
    .slice(0, count);
}

export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    if (modules.length < 2) return;
    const lines = slowestFiles(modules).map(
      (f, i) =>
        `${String(i + 1).padStart(3)}. ${seconds(f.total).padStart(8)}  ${f.file} [${f.project}]` +
        `  (import ${seconds(f.collect)}, tests ${seconds(f.tests)})`,
    );
    console.log(`\nNajpomalšie testové súbory (${lines.length}):\n${lines.join('\n')}\n`);
  }
}
