import { useState, type Dispatch, type SetStateAction } from 'react';

/**
 * Editable local state that starts from `source` and starts again from it whenever `source` changes
 * elsewhere: a search box that the citizen types in, which follows the address when Back or "Clear all
 * filters" changes it. Adjusted while rendering (no effect), so the stale value is never painted.
 */
export function useFollowedState<T>(source: T): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState(source);
  const [followed, setFollowed] = useState(source);
  if (!Object.is(source, followed)) {
    setFollowed(source);
    setValue(source);
  }
  return [value, setValue];
}
