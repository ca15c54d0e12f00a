// Sessions of every role for the permission matrix of the record APIs (users, invoices, vouchers).
import { call, signIn, TEST_USERS, type TestContext } from './harness';
import type { FastifyInstance } from 'fastify';
import { newUser } from './users';

export interface RoleCookies {
  admin: string;
  editor: string;
  viewer: string;
  /** An administrator acting as another user: never 'edit' (platform 6). */
  switched: string;
}

export async function signInRoles(ctx: TestContext): Promise<RoleCookies> {
  const { app } = ctx;
  const switcher = await newUser(ctx, 'administrator', { name: 'Prepínajúci admin' });
  const before = await signIn(app, switcher.email);
  const switched = await call(app, 'POST', 'session', {
    body: { email: TEST_USERS.viewer.email },
    cookie: before,
  });
  if (!switched.cookie) throw new Error(`Prepnutie zlyhalo: ${JSON.stringify(switched.body)}`);
  return {
    admin: await signIn(app, TEST_USERS.admin.email),
    ...(await signInEditorAndViewer(app)),
    switched: switched.cookie,
  };
}

/** The seeded editor and viewer signed in, without the extra users signInRoles creates. */
export async function signInEditorAndViewer(
  app: FastifyInstance,
): Promise<Pick<RoleCookies, 'editor' | 'viewer'>> {
  return {
    editor: await signIn(app, TEST_USERS.editor.email),
    viewer: await signIn(app, TEST_USERS.viewer.email),
  };
}

export const UPLOAD_BOUNDARY = '----hryRecordsBoundary';

/** A multipart body with one file in the field `file` (the upload protocol of platform 7.8). */
export function multipartFile(fileName: string, content: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${UPLOAD_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${UPLOAD_BOUNDARY}--\r\n`),
  ]);
}
