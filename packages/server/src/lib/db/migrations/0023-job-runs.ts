/**
 * One row per run of a scheduled job (lib/jobs): the job's name and the due time it
 * ran for, when it started and finished, its status and the error of a failed
 * attempt. The unique (job, due_at) is what makes a due time run once across all
 * nodes: a node claims it by inserting the row. A running row holds a lease
 * (`lease_until`, renewed while the run is alive, `lease_token` naming the holder);
 * once the lease has lapsed the run is taken as crashed and retried. A failed run
 * waits for `next_attempt_at` before its next attempt. Finished rows are pruned to
 * the latest few hundred per job.
 */
export const sql = `
CREATE TABLE job_runs (
  id bigserial PRIMARY KEY,
  job text NOT NULL,
  due_at timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('running', 'succeeded', 'failed', 'gave_up', 'superseded')),
  attempt integer NOT NULL CHECK (attempt >= 1),
  node text NOT NULL,
  started_at timestamptz NOT NULL,
  finished_at timestamptz,
  lease_until timestamptz,
  lease_token uuid,
  next_attempt_at timestamptz,
  error text,
  UNIQUE (job, due_at)
);
CREATE INDEX job_runs_open_idx ON job_runs (job) WHERE status IN ('running', 'failed');
`;
