import { nextTask } from './nextTask';

// Async boundary: shared singletons are negotiated before any application code runs.
//
// Their code is then run one library at a time, each in a task of its own, instead of all of it at once when
// the bootstrap is first required: on a slow phone React DOM, @civic/shared (the router, i18next, RxJS) and
// the shell's own modules each take tens of milliseconds to run, and run together they held the main thread
// for a quarter of a second, during which a tap on the page already painted went unanswered.

async function start(): Promise<void> {
  // This script's own evaluation (the federation runtime set up) ends here: the shared libraries' versions are
  // negotiated in the next task.
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('styled-components');
  await nextTask();
  await import('@civic/shared');
  await nextTask();
  await import('./bootstrap');
}

void start();
