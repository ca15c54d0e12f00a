// Two of jsdom's lookups that the screen tests (the whole app in jsdom) spent most of their time in,
// made fast without changing what they answer. Testing Library's role queries compute each candidate's
// accessible name, which reads the element's computed style (every CSS rule is matched against it) and
// its labels (every <label for> looks its control up). Both patches reach jsdom's implementation
// objects, so they are test-only and check that jsdom still looks as expected (else they do nothing).

/** jsdom's implementation object of a DOM wrapper (jsdom keeps it under a symbol named 'impl'). */
function implOf(node: object): Record<string, unknown> | undefined {
  const key = Object.getOwnPropertySymbols(node).find((s) => s.description === 'impl');
  return key ? ((node as Record<symbol, Record<string, unknown>>)[key] ?? undefined) : undefined;
}

type SelectorCache = {
  get: (key: string) => unknown;
  set: (key: string, value: unknown) => unknown;
  has: (key: string) => boolean;
  clear: () => void;
};

/**
 * jsdom's selector engine (nwsapi) keeps the 1,000 selectors it compiled last (an LRU cache). MUI's
 * styles insert one CSS rule per style (about 1,000 by the end of a screen test file) and
 * getComputedStyle matches the element against every rule in turn: over the limit, every rule missed
 * the cache and was parsed and compiled again. The caches the engine exports are made unbounded.
 */
function unboundSelectorCaches(): void {
  // Both engines are created on first use: by a computed style (rule matching) and by a query.
  window.getComputedStyle(document.body);
  document.body.matches('body');
  const doc = implOf(document) as Record<string, Record<string, SelectorCache> | undefined> | undefined;
  for (const engine of [doc?._nwsapiDontThrow, doc?._nwsapi]) {
    for (const name of ['matchLambdas', 'selectLambdas', 'matchResolvers', 'selectResolvers']) {
      const cache = engine?.[name];
      if (typeof cache?.get !== 'function' || typeof cache.set !== 'function') continue;
      const map = new Map<string, unknown>();
      cache.get = (key) => map.get(key);
      cache.set = (key, value) => map.set(key, value);
      cache.has = (key) => map.has(key);
      cache.clear = () => map.clear();
    }
  }
}

interface NodeImpl {
  nodeType: number;
  namespaceURI: string | null;
  localName: string;
  type?: string;
  _ceDefinition?: { formAssociated?: boolean };
  _ownerDocument: { _ids?: Record<string, NodeImpl[]> };
  hasAttributeNS(ns: null, name: string): boolean;
  getAttributeNS(ns: null, name: string): string | null;
  getRootNode(options: object): unknown;
}

/** jsdom's isLabelable (helpers/form-controls.js). */
function isLabelable(node: NodeImpl): boolean {
  if (node.nodeType !== Node.ELEMENT_NODE || node.namespaceURI !== 'http://www.w3.org/1999/xhtml')
    return false;
  switch (node.localName) {
    case 'button':
    case 'meter':
    case 'output':
    case 'progress':
    case 'select':
    case 'textarea':
      return true;
    case 'input':
      return node.type !== 'hidden';
  }
  return node._ceDefinition?.formAssociated === true;
}

const PATCHED = Symbol.for('hry.indexedLabelControl');

/**
 * A <label for="id">'s control: jsdom walks the whole document for the first element with the id, and
 * an input's labels ask that of every label, so naming one input cost labels × elements. The document's
 * id index answers instead when exactly one element of the document has the id (MUI's ids are unique);
 * otherwise (none, duplicates, a label outside the document) jsdom's own walk answers.
 */
function indexedLabelControl(): void {
  const proto = Object.getPrototypeOf(implOf(document.createElement('label')) ?? {}) as object;
  const original = Object.getOwnPropertyDescriptor(proto, 'control')?.get;
  // jsdom's classes outlive a test file's window in the worker: patched once.
  if (!original || PATCHED in proto) return;
  Object.defineProperty(proto, PATCHED, { value: true });
  Object.defineProperty(proto, 'control', {
    configurable: true,
    get(this: NodeImpl) {
      const id = this.hasAttributeNS(null, 'for') ? this.getAttributeNS(null, 'for') : null;
      const doc = this._ownerDocument;
      if (id && this.getRootNode({}) === doc) {
        const inDocument = (doc._ids?.[id] ?? []).filter((el) => el.getRootNode({}) === doc);
        if (inDocument.length === 1) return isLabelable(inDocument[0]) ? inDocument[0] : null;
      }
      return original.call(this) as unknown;
    },
  });
}

export function speedUpJsdom(): void {
  unboundSelectorCaches();
  indexedLabelControl();
}
