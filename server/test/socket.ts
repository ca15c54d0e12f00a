// Requests over a real socket, for the limits inject cannot show: a head that announces a large body
// is answered before the body is sent.
import { connect } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createTestContext, signIn, TEST_USERS, type DbKind, type TestContext } from './harness';

export interface ListeningApp {
  ctx: TestContext & { close(): Promise<void> };
  /** The session cookie of the editor. */
  editor: string;
  port: number;
}

/** A fresh app listening on a free local port, with the editor signed in (set up in beforeAll, closed in afterAll). */
export function listeningApp(kind: DbKind): ListeningApp {
  const live = {} as ListeningApp;
  beforeAll(async () => {
    live.ctx = await createTestContext(kind);
    live.editor = await signIn(live.ctx.app, TEST_USERS.editor.email);
    await live.ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = live.ctx.app.server.address();
    live.port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await live.ctx?.close();
  });
  return live;
}

/**
 * POSTs only the head (with the editor's cookie) and a few body bytes; resolves with the first line
 * of the reply, or 'no reply' when none came within 3 seconds.
 */
export function postHeadOnly(
  live: ListeningApp,
  requestPath: string,
  headers: Record<string, string>,
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(live.port, '127.0.0.1', () => {
      socket.write(
        `POST ${requestPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${live.editor}\r\n` +
          Object.entries(headers)
            .map(([k, v]) => `${k}: ${v}\r\n`)
            .join('') +
          '\r\n--x',
      );
    });
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (text.includes('\r\n')) {
        socket.destroy();
        resolve(text.split('\r\n')[0]);
      }
    });
    socket.on('error', reject);
    setTimeout(() => {
      socket.destroy();
      resolve('no reply');
    }, 3000);
  });
}
