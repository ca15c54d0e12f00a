// Preload for a CPU profile of a process the benches start (`NODE_OPTIONS=--import ./bench/cpu-prof.mjs`,
// CPU_PROF_FILE=where; --cpu-prof itself is not allowed in NODE_OPTIONS). The profiler runs from the
// start (or from SIGUSR2, see below); the .cpuprofile is written when the process exits (the server exits on SIGTERM). Summarise it
// with `node bench/cpu-top.mjs file.cpuprofile`.
import { Session } from 'node:inspector';
import { writeFileSync } from 'node:fs';

const file = process.env.CPU_PROF_FILE;
if (file) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 200 });
  // CPU_PROF_ON_SIGNAL=1: the profile starts at the first SIGUSR2 (e.g. after the start-up and a warm-up)
  if (process.env.CPU_PROF_ON_SIGNAL) process.once('SIGUSR2', () => session.post('Profiler.start'));
  else session.post('Profiler.start');
  process.on('exit', () => {
    // a session on the own thread answers synchronously, so this still runs inside 'exit'
    session.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(file, JSON.stringify(result.profile));
    });
  });
}
