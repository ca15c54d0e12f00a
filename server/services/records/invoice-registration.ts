// Registration of a legacy invoice sheet (platform 4.3, 7.6) on the jobs service: the start checks
// the sheet's state and enqueues a job; the job marks the sheet registered; the progress call reads
// the job. A saved sheet whose parcels (if it is a parcel sheet) exist may be registered.
import type { Db } from '../../db/types';
import { invoiceStatus, loadInvoice, presentInvoice } from './invoices';
import { enqueueJob, jobActor, recordJobProgress, JobError, type JobHandler } from '../platform/jobs';

export const INVOICE_REGISTER_JOB = 'invoice-register';

export type RegistrationStart = { ok: true; transId: string; err: null } | { ok: false; err: string };

/** Starts a registration by `actor` (the job reports its change as theirs); undefined when the invoice does not exist. */
export async function startRegistration(
  db: Db,
  invoiceId: number,
  actor: number | null,
): Promise<RegistrationStart | undefined> {
  return db.tx(async (t) => {
    const row = await loadInvoice(t, invoiceId, true);
    if (!row) return undefined;
    if (!row.saved || row.canceled) return { ok: false, err: 'invalid_state' };
    if (row.parcel_type && !(await parcelCount(t, row.id))) return { ok: false, err: 'invalid_sheet' };
    const job = await enqueueJob(t, INVOICE_REGISTER_JOB, { invoiceId: row.id, actor });
    return { ok: true, transId: job.trans_id, err: null };
  });
}

/** The progress of a registration of this invoice, with the sheet; undefined for an unknown transId. */
export const registrationProgress = recordJobProgress(
  INVOICE_REGISTER_JOB,
  'invoiceId',
  loadInvoice,
  presentInvoice,
);

/** The job: one step, marking the sheet registered (the first registration's time is kept). */
export const runInvoiceRegistration: JobHandler = async ({ db, job, progress, recordChanges }) => {
  const invoiceId = Number(job.params.invoiceId);
  await progress(0, 1);
  await db.tx(async (t) => {
    const row = await loadInvoice(t, invoiceId, true);
    if (!row) throw new JobError('not_found');
    if (row.canceled) throw new JobError('invalid_state');
    await t.query(
      'UPDATE invoices SET registered_at = coalesce(registered_at, now()), updated_at = now() WHERE id = $1',
      [row.id],
    );
    const after = (await loadInvoice(t, row.id))!;
    await recordChanges.report(t, {
      type: 'invoice',
      id: row.id,
      before: row.info,
      after: after.info,
      status: [invoiceStatus(row), invoiceStatus(after)],
      actor: jobActor(job),
    });
  });
  await progress(1, 1);
  return { invoiceId };
};

async function parcelCount(db: Db, invoiceId: number): Promise<number> {
  const row = await db.one<{ n: number }>(
    'SELECT count(*)::int AS n FROM invoice_parcels WHERE invoice_id = $1',
    [invoiceId],
  );
  return row?.n ?? 0;
}
