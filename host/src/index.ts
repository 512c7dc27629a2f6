import { BOOT_STAGES } from './boot-stages';
import { nextTask } from './next-task';

// Async boundary: lets Module Federation negotiate the shared singletons before any of them runs.
// The largest of them are then evaluated one per task, then the app's routes, then the rest of the
// start-up: a tap or a paint gets a turn between two parts instead of waiting for all.
async function start() {
  await nextTask();
  await __webpack_init_sharing__('default');
  await nextTask();
  for (const [, evaluate] of BOOT_STAGES) {
    await evaluate();
    await nextTask();
  }
  // Both in the start-up chunk (BOOTSTRAP_CHUNK), which the page preloads.
  await import(/* webpackChunkName: "bootstrap" */ './app/routes');
  await nextTask();
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

void start();
