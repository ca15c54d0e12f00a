// Every kind of background job and its handler: add a kind here when a service gains a job.
import { INVOICE_REGISTER_JOB, runInvoiceRegistration } from '../records/invoice-registration';
import type { JobRunner } from './jobs';
import { DRAFT_REGISTER_JOB, runDraftRegistration } from '../sheets/draft-registration';
import { PGLITE_VACUUM_JOB, runPgliteVacuum } from './pglite-upkeep';
import { BACKUP_JOB, runBackupJob } from '../backup/schedule';

export function registerJobKinds(runner: JobRunner): JobRunner {
  return runner
    .register(INVOICE_REGISTER_JOB, runInvoiceRegistration)
    .register(DRAFT_REGISTER_JOB, runDraftRegistration)
    .register(PGLITE_VACUUM_JOB, runPgliteVacuum)
    .register(BACKUP_JOB, runBackupJob);
}
