import { useState } from 'react';

/**
 * For a form fetched when a reader opens it (its chunk, with the form and validation libraries, kept out of
 * the page's first load): `open(then)` fetches it with `load` (at once when it came before) and then calls
 * `then`, which shows the form, so the form can take focus as it appears. Meanwhile `opening` holds, for the
 * button to wait; a fetch that fails sets `failed`, for the page to say so, until the next try.
 *
 * A subpath of its own (`@civic/shared/open-when-loaded`), built into each section that uses it, not a part of
 * the library the shell provides to every page.
 */
export function useOpenWhenLoaded(load: () => Promise<unknown>) {
  const [opening, setOpening] = useState(false);
  const [failed, setFailed] = useState(false);
  async function open(then: () => void) {
    setFailed(false);
    setOpening(true);
    try {
      await load();
      then();
    } catch {
      setFailed(true);
    } finally {
      setOpening(false);
    }
  }
  return { open, opening, failed };
}
