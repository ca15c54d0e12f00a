import { useCallback, useEffect, useRef, useState } from 'react';
import { apiCall, isAbort, type ApiReply } from '../providers/api';
import type { RegistrationProgressReply, RegistrationStartReply } from '../../schemas/api';

/** The reply that starts a job (register: ok, transId, err; schemas/api `RegistrationStartReply`). */
export type JobStartReply = ApiReply & Pick<RegistrationStartReply, 'transId'>;

/**
 * A progress reply (registerStatus: ok, done, pending, remain in ms, err, and the result, e.g. sheet;
 * schemas/api `RegistrationProgressReply`, `DraftRegisterProgressReply`).
 */
export type JobProgressReply = ApiReply & Pick<RegistrationProgressReply, 'done' | 'pending' | 'remain'>;

export type JobState =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'running'; transId: string; remain?: number }
  | { phase: 'done'; transId: string; reply: JobProgressReply }
  /** err: the server's code ('invalid_state'…), 'error' for a failed call. */
  | { phase: 'failed'; err: string; reply?: ApiReply }
  | { phase: 'aborted' };

export interface UseJobOptions {
  /** POST path that starts the job, e.g. `invoices/${id}/register`. */
  startPath: string;
  /** GET path of the progress, e.g. (transId) => `invoices/${id}/register/${transId}`. */
  progressPath(transId: string): string;
  /** Pause between progress calls (default 1000 ms). */
  pollMs?: number;
  onDone?(reply: JobProgressReply): void;
  onFailed?(err: string): void;
}

export interface Job {
  state: JobState;
  /** Starts the job (POST startPath with the body), then polls until done or no longer pending. */
  start(body?: unknown): Promise<void>;
  /** Stops waiting: the call under way is aborted and no more progress is asked for. */
  abort(): void;
  /** Back to idle (after done, failed or aborted). */
  reset(): void;
}

/** Default pause between two progress calls. */
export const JOB_POLL_MS = 1000;

/**
 * The app side of a server job (games 'send to production', platform 4.3 registration; imports):
 * start, poll the progress until it is done (→ done) or no longer pending (→ failed), with abort.
 * Leaving the screen (unmount) aborts.
 */
export function useJob(options: UseJobOptions): Job {
  const [state, setState] = useState<JobState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const abort = useCallback(() => {
    if (!controller.current) return;
    controller.current.abort();
    controller.current = null;
    setState({ phase: 'aborted' });
  }, []);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async (body?: unknown) => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    const { signal } = own;
    const fail = (err: string, reply?: ApiReply) => {
      setState({ phase: 'failed', err, reply });
      latest.current.onFailed?.(err);
    };
    setState({ phase: 'starting' });
    try {
      const started = await apiCall<JobStartReply>('POST', latest.current.startPath, body ?? {}, { signal });
      if (!started.ok || !started.transId) return fail(started.err || 'error', started);
      const transId = started.transId;
      setState({ phase: 'running', transId });
      for (;;) {
        const progress = await apiCall<JobProgressReply>(
          'GET',
          latest.current.progressPath(transId),
          undefined,
          {
            signal,
          },
        );
        if (!progress.ok) return fail(progress.err || 'error', progress);
        if (progress.done) {
          setState({ phase: 'done', transId, reply: progress });
          latest.current.onDone?.(progress);
          return;
        }
        if (!progress.pending) return fail(progress.err || 'error', progress);
        setState({ phase: 'running', transId, remain: progress.remain });
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, latest.current.pollMs ?? JOB_POLL_MS);
          signal.addEventListener('abort', () => {
            clearTimeout(timer);
            resolve();
          });
        });
        if (signal.aborted) return;
      }
    } catch (e) {
      if (isAbort(e) || signal.aborted) return;
      fail('error');
    } finally {
      if (controller.current === own) controller.current = null;
    }
  }, []);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ phase: 'idle' });
  }, []);

  return { state, start, abort, reset };
}
