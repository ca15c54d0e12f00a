// An in-memory stand-in of the draft levels calls (games 7.2) for the level dialog's component tests:
// the field engine computes the attrs and validity exactly as the server does (schemas/engine), the
// store keeps one sheet's levels in seq order. Requests are recorded for assertions.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { computeAttrs, type FormInput } from '../../schemas/engine';
import { clientForm } from '../forms';
import type { LevelFilter } from './types';

export interface MockLevel {
  id: number;
  seq: number;
  valid: boolean;
  info: Record<string, unknown>;
}

export interface LoggedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

const form = clientForm('level');

const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });

function matches(level: MockLevel, filter: string | null, search: string | null): boolean {
  const f = (filter ?? 'all') as LevelFilter;
  if (f === 'invalid' && level.valid) return false;
  if (f === 'production' && level.info.active !== true) return false;
  if (f === 'testing' && level.info.active === true) return false;
  if (search) {
    const text = `${String(level.info.name ?? '')} ${String(level.info.question ?? '')}`.toLowerCase();
    if (!text.includes(search.toLowerCase())) return false;
  }
  return true;
}

export function startLevelsMock(sheetId: number) {
  let levels: MockLevel[] = [];
  let nextId = 100;
  let number = '1';
  const requests: LoggedRequest[] = [];
  /** One-shot interventions on the next request whose "METHOD path" matches. */
  const faults: { pattern: RegExp; apply(): Promise<Response | undefined> }[] = [];

  const store = (id: number, input: FormInput) => {
    const result = computeAttrs(form, input);
    return { result, level: { id, seq: 0, valid: result.valid, info: result.values } as MockLevel };
  };

  const handle = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^.*?\/api\/webapp\//, '');
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    requests.push({ method: request.method, path, query: url.searchParams, body });
    const fault = faults.findIndex((f) => f.pattern.test(`${request.method} ${path}`));
    if (fault >= 0) {
      const [{ apply }] = faults.splice(fault, 1);
      const response = await apply();
      if (response) return response;
    }

    const m = /^(drafts|games)\/(\d+)\/levels(?:\/(.*))?$/.exec(path);
    if (!m || Number(m[2]) !== sheetId) return json({ ok: false, err: 'not_found' }, 404);
    const rest = m[3] ?? '';
    const { method } = request;
    const byId = (id: string) => levels.find((l) => l.id === Number(id));

    if (method === 'GET' && rest.startsWith('seq/')) {
      const seqKey = rest.slice(4);
      const shown = levels.filter((l) => matches(l, url.searchParams.get('f'), url.searchParams.get('s')));
      const seq = seqKey === 'last' ? (shown.at(-1)?.seq ?? 0) : Number(seqKey);
      const current = seqKey === 'last' ? shown.at(-1) : levels.find((l) => l.seq === seq);
      const prev = [...shown].reverse().find((l) => l.seq < seq);
      const next = shown.find((l) => l.seq > seq);
      return json({ ok: true, current: current ?? null, prev: prev ?? null, next: next ?? null });
    }
    if (method === 'GET' && rest === 'number') return json({ ok: true, number });
    if (method === 'POST' && rest === 'validate') {
      return json({ ok: true, attrs: computeAttrs(form, body as FormInput).attrs });
    }
    let hit = /^(\d+)\/validate$/.exec(rest);
    if (method === 'POST' && hit) {
      if (!byId(hit[1])) return json({ ok: false, err: 'not_found' }, 404);
      return json({ ok: true, attrs: computeAttrs(form, body as FormInput).attrs });
    }
    hit = /^(\d+)\/assign$/.exec(rest);
    if (method === 'POST' && hit) {
      const from = byId(hit[1]);
      if (!from) return json({ ok: false, err: 'not_found' }, 404);
      // the level gets the number, each following one the next (as the server does)
      const numbered = levels.filter((l) => l.seq >= from.seq);
      let n = Number((body as { number?: unknown }).number);
      for (const l of numbered) l.info = { ...l.info, order: String(n++) };
      return json({ ok: true, assigned: numbered.length });
    }
    if (method === 'PUT' && rest === '') {
      const { result, level } = store(nextId, body as FormInput);
      if (!result.valid) return json({ ok: false, attrs: result.attrs });
      nextId += 1;
      level.seq = (levels.at(-1)?.seq ?? 0) + 1;
      levels.push(level);
      return json({ ok: true, level });
    }
    if (/^\d+$/.test(rest)) {
      const found = byId(rest);
      if (!found) return json({ ok: false, err: 'not_found' }, 404);
      if (method === 'GET') return json({ ok: true, level: found });
      if (method === 'DELETE') {
        levels = levels.filter((l) => l !== found);
        return json({ ok: true });
      }
      if (method === 'POST') {
        const { result, level } = store(found.id, body as FormInput);
        if (!result.valid) return json({ ok: false, attrs: result.attrs });
        Object.assign(found, { valid: level.valid, info: level.info });
        return json({ ok: true, level: found });
      }
    }
    return json({ ok: false, err: 'not_found' }, 404);
  };

  const server = setupServer(http.all('*/api/webapp/*', ({ request }) => handle(request)));
  server.listen({ onUnhandledRequest: 'error' });

  return {
    server,
    requests,
    /** Replaces the sheet's levels (ids and seqs as given). */
    setLevels(next: MockLevel[]) {
      levels = next.map((l) => ({ ...l, info: { ...l.info } }));
      nextId = Math.max(100, ...levels.map((l) => l.id + 1));
    },
    levels: () => levels,
    setNumber(next: string) {
      number = next;
    },
    /** The next matching request waits until the returned function is called. */
    holdNext(pattern: RegExp): () => void {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      faults.push({ pattern, apply: () => released.then(() => undefined) });
      return release;
    },
    /** The next matching request fails with a server error page (not JSON). */
    failNext(pattern: RegExp) {
      faults.push({
        pattern,
        apply: async () => new HttpResponse('<html>Chyba servera</html>', { status: 500 }),
      });
    },
    /** "METHOD path" of every request so far. */
    calls: () => requests.map((r) => `${r.method} ${r.path}`),
    reset() {
      requests.length = 0;
      faults.length = 0;
    },
    close: () => server.close(),
  };
}

/** A valid level of the 'ANSWER_REQUIRED' layout. */
export function answerLevel(id: number, seq: number, extra: Record<string, unknown> = {}): MockLevel {
  return {
    id,
    seq,
    valid: true,
    info: {
      name: `Úloha ${seq}`,
      question: `Koľko veží má hrad číslo ${seq}?`,
      layout: 'ANSWER_REQUIRED',
      order: String(seq),
      'answer.answers-min': 1,
      'answer.answers-1': 'štyri',
      ...extra,
    },
  };
}
