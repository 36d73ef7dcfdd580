import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../nextTask';

/**
 * A section's start in short tasks. When a section's entry script has loaded, the runtime sets up its
 * container (the shared libraries' versions negotiated), asks it for the exposed module (its chunks found and
 * fetched) and runs that module, each step in the promise callbacks of the one before: on a slow phone that
 * was one task of 13-30 ms right after the script's own evaluation, while the page already on screen could not
 * answer a tap. Here each step starts in a task of its own. Like the resilience plugin, this file imports
 * nothing that is shared: runtime plugins run before shared modules are negotiated.
 */
export default function shortTasksPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'civic-short-tasks',
    beforeInitRemote: () => nextTask(),
    beforeGetExpose: () => nextTask(),
    beforeExecuteFactory: () => nextTask(),
  };
}
