/**
 * Stands in for `@module-federation/enhanced/runtime` in the monolith build (see webpack.config.ts): the
 * shell's registry code calls the same two functions, and sections come from the bundle instead of the network.
 */
// @ts-expect-error: a module generated at build time by webpack's VirtualUrlPlugin
import { sections } from 'virtual:monolith-sections';

const bundled = sections as Record<string, () => Promise<unknown>>;

/** Nothing to register: every section is part of the bundle whatever version the registry names. */
export function registerRemotes(): void {}

/** `loadRemote('mfe_org/routes')`: the section's exposed module from the bundle. */
export async function loadRemote<T>(id: string): Promise<T | null> {
  const load = bundled[id];
  if (!load) throw new Error(`${id} is not part of this build`);
  return (await load()) as T;
}
