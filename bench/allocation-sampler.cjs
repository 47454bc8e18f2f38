/**
 * Preloaded into the server by bench/cpu-profile.ts (BENCH_PROFILE_ALLOCATIONS=1, `node --require …`): what the
 * server allocates during the measured load, garbage included. V8's sampling heap profiler, asked through the
 * process's own inspector session to keep the samples of objects already collected (young and old): every
 * allocation, not only what is still alive, which is what drives the garbage collector's work. The first SIGUSR2
 * starts sampling, the second stops it and writes the profile (JSON, Chromium's .heapprofile) to
 * ESENCIA_ALLOCATION_PROFILE, then "allocation profile written" on stderr.
 */
'use strict';
const { writeFileSync } = require('node:fs');
const { Session } = require('node:inspector');

const out = process.env.ESENCIA_ALLOCATION_PROFILE;
if (out) {
  const session = new Session();
  session.connect();
  let sampling = false;
  process.on('SIGUSR2', () => {
    if (!sampling) {
      sampling = true;
      session.post('HeapProfiler.startSampling', {
        // One sample every 8 KiB on average: a few hundred per request of a list, little overhead.
        samplingInterval: 8192,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      });
      return;
    }
    session.post('HeapProfiler.stopSampling', (error, result) => {
      if (error) throw error;
      writeFileSync(out, JSON.stringify(result.profile));
      process.stderr.write('allocation profile written\n');
    });
  });
}
