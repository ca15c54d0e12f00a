// The app side of a server job (registration / send to production, imports): start, poll, finish,
// with abort.
//
//   const job = useJob({ startPath: `invoices/${id}/register`,
//                        progressPath: (transId) => `invoices/${id}/register/${transId}`,
//                        onDone: (reply) => … reply.sheet … });
//   <Button onClick={() => void job.start()}>…</Button>
//   job.state.phase: idle | starting | running (remain ms) | done (reply) | failed (err) | aborted
//   job.abort()   // stops waiting; unmounting does the same
export {
  useJob,
  JOB_POLL_MS,
  type Job,
  type JobState,
  type JobStartReply,
  type JobProgressReply,
  type UseJobOptions,
} from './useJob';
