// The API contract is written once, here: the app takes its reply types from schemas/api (Static<>)
// instead of declaring the shapes again. These checks read the app's sources as text (schemas/ does
// not import src/), so they fail when a file of src/ declares a reply shape by hand.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { Kind, type TSchema } from '@sinclair/typebox';
import * as api from './index';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every non-test .ts/.tsx file under src/, relative to the repository root. */
function appSources(dir = 'src'): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'test' ? [] : appSources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

interface DeclaredShape {
  file: string;
  name: string;
  /** The property names of an interface or of an object type literal. */
  keys: string[];
}

/** The interfaces and object-literal type aliases a source file declares, with their property names. */
function declaredShapes(file: string): DeclaredShape[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const shapes: DeclaredShape[] = [];
  const keysOf = (members: ts.NodeArray<ts.TypeElement>) =>
    members.flatMap((m) => (m.name && ts.isIdentifier(m.name) ? [m.name.text] : []));
  const visit = (node: ts.Node) => {
    if (ts.isInterfaceDeclaration(node))
      shapes.push({ file, name: node.name.text, keys: keysOf(node.members) });
    else if (ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type))
      shapes.push({ file, name: node.name.text, keys: keysOf(node.type.members) });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return shapes;
}

const isObjectSchema = (value: unknown): value is TSchema & { properties: Record<string, unknown> } =>
  typeof value === 'object' && value !== null && (value as TSchema)[Kind] === 'Object';

/** The envelope keys every reply has (common.ts Reply): not part of a resource's shape. */
const ENVELOPE = new Set(['ok', 'err', 'message']);

/**
 * The reply schemas of schemas/api (PascalCase exports: the replies and the records they carry; the
 * camelCase request schemas are not shapes the app reads) with their keys, envelope keys left out.
 */
const contractShapes = Object.entries(api).flatMap(([name, value]) =>
  /^[A-Z]/.test(name) && isObjectSchema(value)
    ? [{ name, keys: new Set(Object.keys(value.properties).filter((k) => !ENVELOPE.has(k))) }]
    : [],
);

/** Shapes of src/ that share a reply's keys without being a copy of it. */
const NOT_COPIES: Record<string, string> = {
  'src/levels/api.ts: Neighbours': "the ids of the seq reply's current, prev and next levels",
  'src/forms/formValues.ts: GeoTexts': "a position's inputs as typed (texts), not the reply's numbers",
};
const shapes = appSources().flatMap(declaredShapes);

describe('the app declares no reply shape of its own', () => {
  it('finds the shapes it checks', () => {
    expect(contractShapes.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Invoice', 'Voucher', 'Contact', 'Sheet', 'Level', 'Address', 'SessionUser']),
    );
    expect(shapes.length).toBeGreaterThan(50);
    // the types.ts files of the features are among the sources read
    expect(new Set(shapes.map((s) => s.file).filter((f) => f.endsWith('/types.ts'))).size).toBeGreaterThan(2);
  });

  it('no interface or object type of src/ is named like a schema of schemas/api (use its Static type)', () => {
    const names = new Set(contractShapes.map((s) => s.name));
    const clashes = shapes.filter((s) => names.has(s.name)).map((s) => `${s.file}: ${s.name}`);
    expect(clashes).toEqual([]);
  });

  it('no interface or object type of src/ repeats the keys of a reply schema (three or more of them)', () => {
    const copies = shapes.flatMap((shape) => {
      if (shape.keys.length < 3 || NOT_COPIES[`${shape.file}: ${shape.name}`]) return [];
      const copied = contractShapes.find(({ keys }) => shape.keys.every((k) => keys.has(k)));
      return copied ? [`${shape.file}: ${shape.name} repeats ${copied.name} (${shape.keys.join(', ')})`] : [];
    });
    expect(copies).toEqual([]);
  });
});
