// The API documentation page at /api/docs (issue 25): Slovak HTML rendered on the server from the OpenAPI
// document (server/http/openapi.ts), at its first request, and kept. No script and no external file: it
// runs under the app's Content-Security-Policy (server/http/security-headers.ts; the one <style> element
// is allowed by style-src 'unsafe-inline'). The schemas are JSON Schema (machine text, shown as they are);
// every heading and label is Slovak, and so are the routes' summaries and descriptions where they have any.

/** The parts of an OpenAPI 3.1 document the page reads. */
interface MediaTypes {
  [type: string]: { schema?: unknown };
}
interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, unknown>[];
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: unknown }[];
  requestBody?: { required?: boolean; content?: MediaTypes };
  responses?: Record<string, { content?: MediaTypes }>;
}
export interface OpenApiDocument {
  info?: { version?: string };
  paths?: Record<string, Record<string, Operation>>;
}

const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete', 'options'];

/** Headings of the tags that are no /api/webapp segment (server/http/openapi.ts routeTag). */
const TAG_TITLES: Record<string, string> = {
  ops: 'Prevádzka: zdravie, pripravenosť, metriky',
  public: 'Verejné adresy',
  webapp: 'Spoločné volania /api/webapp',
};

const PLACES: Record<string, string> = {
  path: 'v ceste',
  query: 'v dopyte',
  header: 'v hlavičke',
  cookie: 'v cookie',
};

const SECURITY: Record<string, string> = {
  session: 'Vyžaduje prihlásenie (cookie sid z PUT /api/webapp/session).',
  bearer: 'Vyžaduje token v hlavičke Authorization: Bearer.',
};

/** The label of a reply's status (OpenAPI writes '4XX' for Fastify's '4xx'). */
function statusLabel(status: string): string {
  if (/^2/.test(status)) return `${status} – úspech`;
  if (/^4/.test(status)) return `${status} – chyba požiadavky`;
  if (/^5/.test(status)) return `${status} – chyba servera alebo nedostupnosť`;
  if (status === 'default') return 'ostatné stavy';
  return status;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

const schemaBlock = (schema: unknown) =>
  `<pre class="schema">${escapeHtml(JSON.stringify(schema ?? {}, null, 2))}</pre>`;

function contentBlocks(content: MediaTypes | undefined): string {
  const entries = Object.entries(content ?? {});
  if (!entries.length) return '<p>Bez tela.</p>';
  return entries
    .map(([type, media]) => `<p>Typ obsahu: <code>${escapeHtml(type)}</code></p>${schemaBlock(media.schema)}`)
    .join('');
}

/** The anchor of an operation (method + path, only characters safe in an id). */
const anchorOf = (method: string, url: string) =>
  `${method}-${url}`.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/-+$/, '');

function operationHtml(method: string, url: string, op: Operation): string {
  const parts: string[] = [];
  if (op.description) parts.push(`<p>${escapeHtml(op.description)}</p>`);
  const schemes = (op.security ?? []).flatMap((s) => Object.keys(s));
  parts.push(
    `<p class="auth">${schemes.length ? schemes.map((s) => escapeHtml(SECURITY[s] ?? s)).join(' ') : 'Bez prihlásenia.'}</p>`,
  );
  const params = op.parameters ?? [];
  parts.push('<h4>Parametre</h4>');
  parts.push(
    params.length
      ? `<table><thead><tr><th>Názov</th><th>Kde</th><th>Povinný</th><th>Schéma</th></tr></thead><tbody>${params
          .map(
            (p) =>
              `<tr><td><code>${escapeHtml(p.name)}</code>${p.description ? `<br>${escapeHtml(p.description)}` : ''}</td>` +
              `<td>${escapeHtml(PLACES[p.in] ?? p.in)}</td><td>${p.required ? 'áno' : 'nie'}</td>` +
              `<td>${schemaBlock(p.schema)}</td></tr>`,
          )
          .join('')}</tbody></table>`
      : '<p>Žiadne.</p>',
  );
  if (op.requestBody) {
    parts.push(`<h4>Telo požiadavky${op.requestBody.required ? ' (povinné)' : ''}</h4>`);
    parts.push(contentBlocks(op.requestBody.content));
  }
  parts.push('<h4>Odpovede</h4>');
  for (const [status, response] of Object.entries(op.responses ?? {})) {
    parts.push(`<h5>${escapeHtml(statusLabel(status))}</h5>`);
    parts.push(contentBlocks(response.content));
  }
  const summary = op.summary ? ` <span class="summary">${escapeHtml(op.summary)}</span>` : '';
  return (
    `<details id="${anchorOf(method, url)}"><summary><span class="method ${method}">${method.toUpperCase()}</span> ` +
    `<code>${escapeHtml(url)}</code>${summary}</summary>${parts.join('\n')}</details>`
  );
}

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem 1.5rem;color:#1a1a1a}
h2{margin-top:2rem;border-bottom:1px solid #ccc}
details{border:1px solid #ddd;border-radius:4px;margin:.4rem 0;padding:.3rem .6rem}
details[open]{background:#fafafa}
summary{cursor:pointer}
.method{display:inline-block;min-width:4.2rem;font-weight:bold;font-family:monospace}
.get{color:#0b6e35}.post{color:#8a4b00}.put{color:#1f4fa8}.patch{color:#6b3fa0}.delete{color:#a11}
.summary{color:#444;margin-left:.5rem}
pre.schema{background:#f2f2f2;padding:.5rem;overflow:auto;max-height:30rem;font-size:.85rem}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #ddd;padding:.3rem;vertical-align:top;text-align:left}
nav ul{columns:3}
`;

/** The whole page: operations grouped by tag, each with its parameters, request body and replies. */
export function renderApiDocsPage(doc: OpenApiDocument, openApiUrl: string): string {
  const byTag = new Map<string, string[]>();
  let count = 0;
  for (const [url, ops] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = ops[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'webapp';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push(operationHtml(method, url, op));
      count++;
    }
  }
  const tags = [...byTag.keys()].sort((a, b) =>
    a === 'ops' ? 1 : b === 'ops' ? -1 : a === 'public' ? 1 : b === 'public' ? -1 : a.localeCompare(b),
  );
  const titleOf = (tag: string) =>
    TAG_TITLES[tag] ? escapeHtml(TAG_TITLES[tag]) : `Volania <code>/api/webapp/${escapeHtml(tag)}</code>`;
  const version = doc.info?.version ? ` (verzia ${escapeHtml(doc.info.version)})` : '';
  return `<!doctype html>
<html lang="sk">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dokumentácia API – Hry back-office</title>
<style>${STYLE}</style>
</head>
<body>
<h1>Dokumentácia API${version}</h1>
<p>Volania back-office-u (${count}). Prihlásenie: <code>PUT /api/webapp/session</code> nastaví cookie
<code>sid</code> (httpOnly), ktorú čítajú ostatné volania. Každá odpoveď je JSON s kľúčom <code>ok</code>;
chyba má tvar <code>{"ok": false, "err": "…"}</code>. Schémy sú JSON Schema.</p>
<p>Strojovo čitateľný opis: <a href="${escapeHtml(openApiUrl)}">dokument OpenAPI 3.1 (JSON)</a>.</p>
<nav><h2>Obsah</h2><ul>${tags.map((tag) => `<li><a href="#tag-${escapeHtml(tag)}">${titleOf(tag)}</a></li>`).join('')}</ul></nav>
${tags.map((tag) => `<section id="tag-${escapeHtml(tag)}"><h2>${titleOf(tag)}</h2>\n${byTag.get(tag)!.join('\n')}</section>`).join('\n')}
</body>
</html>
`;
}
