import { describe, expect, it } from 'vitest';
import path from 'node:path';
import type { TestModule } from 'vitest/node';
import { slowestFiles } from './slowest-files';

/** The part of a TestModule the reporter reads. */
const fakeModule = (file: string, collect: number, tests: number) =>
  ({
    moduleId: path.join(process.cwd(), file),
    project: { name: 'node' },
    diagnostic: () => ({
      collectDuration: collect,
      duration: tests,
      setupDuration: 0,
      prepareDuration: 1,
      environmentSetupDuration: 0,
    }),
  }) as unknown as TestModule;

describe('the slowest-files reporter', () => {
  it('lists the longest files first by import plus tests, at most the given count', () => {
    const modules = [
      fakeModule('a.test.ts', 100, 200),
      fakeModule('b.test.ts', 5000, 1000),
      fakeModule('c.test.ts', 10, 4000),
    ];
    const top = slowestFiles(modules, 2);
    expect(top.map((f) => f.file)).toEqual(['b.test.ts', 'c.test.ts']);
    expect(top[0]).toMatchObject({ project: 'node', collect: 5000, tests: 1000, total: 6001 });
  });
});
