import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { importReporter } from '../../services/history/change-log';
import { can } from '../../http/auth';
import { enableUploads, receiveUpload, sendUploadReply } from '../../http/upload';
import type { UserType } from '../../services/auth/accounts';
import {
  emailTaken,
  insertContact,
  listContacts,
  loadContact,
  removeContact,
  presentContact,
  typedPassword,
  updateContact,
  type ContactRow,
} from '../../services/records/contacts';
import { importContacts } from '../../services/imports/contacts-import';
import { parseContactsSheetOffThread } from '../../services/imports/off-thread';
import { searchParam } from '../../services/sheets/list-search';
import { trashUser } from '../../services/trash/trash';
import { isWeakPassword } from '../../services/auth/passwords';
import { formsOf, type FieldErrors } from '../../services/records/evaluation';
import { registerRecordRoutes } from '../../http/record-routes';
import { actorOf } from '../../http/form-routes';
import { textOf } from '../../services/platform/sql';
import {
  Contact,
  ContactListItem,
  ImportReply,
  REPLY_KEYS,
  responses,
  userTypeQuery,
  usersImportQuery,
  usersListQuery,
  type ListQuery,
} from '../../../schemas/api';

function requestedType(request: FastifyRequest): UserType {
  return ((request.query as { t?: string }).t || 'player') as UserType;
}

/**
 * Administrator accounts carry 'switch_user': only a user who has it may create, change or delete
 * one, so that 'edit' alone cannot take over an administrator (e.g. by changing its e-mail or password).
 */
const adminGuard = (type: string, request: FastifyRequest) =>
  type === 'administrator' && !can(request.auth, 'switch_user') ? 'forbidden' : undefined;

/** Spec platform 7.5: users / contacts. Lists and details for anyone signed in; writes need 'edit'. */
export const usersRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;
  await enableUploads(app);

  registerRecordRoutes<ContactRow>(app, {
    path: '/users',
    form: 'user',
    reply: Contact,
    listItem: ContactListItem,
    type: 'user',
    table: 'users',
    listKey: REPLY_KEYS.users.list,
    recordKey: REPLY_KEYS.users.record,
    read: 'user',
    listSchema: usersListQuery,
    createQuerySchema: userTypeQuery,

    list: (db, query: ListQuery, page) =>
      listContacts(db, { type: query.r, search: searchParam(query.s), ...page }),
    load: (db, id, { lock }) => loadContact(db, id, lock),
    present: presentContact,

    async check(db, e, { row }) {
      const errors: FieldErrors = {};
      const email = textOf(e.values.email);
      if (email && (await emailTaken(db, email, row?.id))) errors.email = 'email_exists';
      const password = typedPassword(e.form, e.values);
      if (password && isWeakPassword(password)) errors.password = 'password_weak';
      return errors;
    },
    uniqueViolation: () => ({ email: 'email_exists' }),

    refuseCreate: (request) => adminGuard(requestedType(request), request),
    create: async (db, e, { request }) => [await insertContact(db, e.form, requestedType(request), e.values)],

    refuseUpdate: (row, request) => adminGuard(row.type, request),
    update: (db, row, e, { request }) => updateContact(db, e.form, row, e.values, request.auth?.sessionHash),

    refuseDelete: (row, request) =>
      row.id === Number(request.auth?.user.id) ? 'invalid_value' : adminGuard(row.type, request),
    keepInBin: (t, row) => trashUser(t, row.id),
    remove: removeContact,
  });

  // Contacts import: the upload protocol of 7.8 (r=json|html), .xls only; all rows or none.
  app.post(
    '/users/import',
    {
      config: { auth: 'edit' },
      schema: {
        response: responses(ImportReply),
        querystring: usersImportQuery,
      },
    },
    async (request, reply) => {
      const type = requestedType(request);
      if (adminGuard(type, request)) return reply.code(403).send({ ok: false, err: 'forbidden' });
      const file = await receiveUpload(request, reply, { allowed: ['xls'] });
      if (!file) return reply;
      const sheet = await parseContactsSheetOffThread(file.buffer);
      if (!sheet.ok) return sendUploadReply(request, reply, { ok: false, err: sheet.err });
      const report = importReporter(app.recordChanges.reporter(actorOf(request)), 'user');
      const result = await importContacts(db, formsOf(app.deps), sheet.rows, type, report);
      return sendUploadReply(request, reply, result);
    },
  );
};
