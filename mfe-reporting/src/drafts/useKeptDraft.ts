import { useEffect, useRef, useState } from 'react';
import { phoneDrafts, type Draft, type DraftContent, type DraftKind, type DraftStore } from './phoneDrafts';

/** Typing goes on writing the draft this long after the last change, so each keystroke is not a write. */
const WRITE_AFTER_MS = 250;

export interface KeptDraft {
  /** Whether this browser can keep a draft at all (the choice is not offered where it cannot). */
  available: boolean;
  /** The citizen's choice: "Keep a draft on this phone". */
  keep: boolean;
  setKeep(keep: boolean): void;
  /** When the draft now on screen was kept, if the form started from one. */
  restoredFrom: Date | null;
  /** Removes the draft (the form was sent). */
  forget(): Promise<void>;
}

/**
 * A form's draft kept on the phone only while the citizen chooses it. A draft found when the form starts is put
 * back (`restore`) and the choice shows ticked; while ticked, every change is written; unticked, it is removed.
 */
export function useKeptDraft<V>(kind: DraftKind, current: DraftContent<V>, restore: (draft: Draft<V>) => void, store: DraftStore = phoneDrafts): KeptDraft {
  const [keep, setKeepState] = useState(false);
  const [restoredFrom, setRestoredFrom] = useState<Date | null>(null);
  const [started, setStarted] = useState(false);
  const restoreRef = useRef(restore);
  restoreRef.current = restore;

  useEffect(() => {
    let live = true;
    store.read<V>(kind).then(
      (draft) => {
        if (!live) return;
        if (draft) {
          restoreRef.current(draft);
          setKeepState(true);
          setRestoredFrom(draft.savedAt);
        }
        setStarted(true);
      },
      () => live && setStarted(true),
    );
    return () => {
      live = false;
    };
  }, [kind, store]);

  const { values, files, step, pending } = current;
  useEffect(() => {
    if (!started || !keep) return;
    const timer = setTimeout(() => {
      store.write(kind, { values, files, step, pending }).catch(() => undefined);
    }, WRITE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [started, keep, kind, store, values, files, step, pending]);

  function setKeep(next: boolean) {
    setKeepState(next);
    if (!next) {
      setRestoredFrom(null);
      store.remove(kind).catch(() => undefined);
    }
  }

  return {
    available: store.available(),
    keep,
    setKeep,
    restoredFrom,
    forget: () => {
      setKeepState(false);
      setRestoredFrom(null);
      return store.remove(kind).catch(() => undefined);
    },
  };
}
