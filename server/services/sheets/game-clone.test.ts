import { describe, expect, it } from 'vitest';
import { cloneName } from './game-clone';

describe('cloneName (issue 31)', () => {
  it('adds (kópia), then numbers the next free copy', () => {
    expect(cloneName('Žilinská záhada', new Set())).toBe('Žilinská záhada (kópia)');
    expect(cloneName('Žilinská záhada', new Set(['žilinská záhada (kópia)']))).toBe(
      'Žilinská záhada (kópia 2)',
    );
    expect(
      cloneName('Žilinská záhada', new Set(['žilinská záhada (kópia)', 'žilinská záhada (kópia 2)'])),
    ).toBe('Žilinská záhada (kópia 3)');
  });

  it('does not stack suffixes on a clone of a clone', () => {
    expect(cloneName('Hra (kópia)', new Set(['hra (kópia)']))).toBe('Hra (kópia 2)');
    expect(cloneName('Hra (kópia 2)', new Set(['hra (kópia)', 'hra (kópia 2)']))).toBe('Hra (kópia 3)');
  });

  it("shortens the original name to fit the field's maxLength", () => {
    const long = 'a'.repeat(100);
    const name = cloneName(long, new Set(), 100);
    expect(name).toHaveLength(100);
    expect(name.endsWith(' (kópia)')).toBe(true);
    expect(cloneName(long, new Set([name]), 100)).toMatch(/^a{90} \(kópia 2\)$/);
  });
});
