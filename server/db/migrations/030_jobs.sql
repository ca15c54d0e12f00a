-- Background jobs (server/services/jobs.ts): invoice registration now, send-to-production, sheet
-- import and tracking later. A job is claimed with FOR UPDATE SKIP LOCKED and a lease; a job whose
-- lease ran out (its process stopped) is claimed again and resumes from its recorded progress.
CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  trans_id text NOT NULL UNIQUE,
  params jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'done', 'failed')),
  done_steps integer NOT NULL DEFAULT 0,
  total_steps integer NOT NULL DEFAULT 0,
  result jsonb,
  err text,
  attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX jobs_open_idx ON jobs (id) WHERE status IN ('pending', 'running');

-- A registration is now a job of kind 'invoice-register' (params.invoiceId).
DROP TABLE invoice_registrations;
