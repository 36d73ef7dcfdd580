import { useCallback, useRef, useState } from 'react';
import { newUploadSecret, startUpload, type RunningUpload, type SentFile, type UploadState } from './tusUpload';

export type FileSendState = 'waiting' | 'sending' | 'sent' | 'failed';

export interface FileProgress {
  name: string;
  size: number;
  sent: number;
  state: FileSendState;
}

/** A file the report names by its upload (the form's `uploads` field). */
export interface UploadRef extends SentFile {
  name: string;
  digest?: string;
}

/** The citizen pressed "Stop sending": their form and files are as they were. */
export class SendingStopped extends Error {}

/** At least one file did not reach the server; `offline` when the browser has no connection. */
export class FilesNotSent extends Error {
  constructor(readonly offline: boolean) {
    super('files not sent');
  }
}

interface Known extends UploadState {
  sent: SentFile | null;
  digest?: string;
}

/**
 * The SHA-256 of a file as chosen, in hex: the server checks the bytes it took against it, and knows a retry of
 * a stored report by it even when the page was reopened and the files sent again. Undefined where the browser
 * cannot compute it (Web Crypto exists only on secure pages), and the server then goes by the upload.
 */
async function fileDigest(file: File): Promise<string | undefined> {
  if (!globalThis.crypto?.subtle || typeof file.arrayBuffer !== 'function') return undefined;
  try {
    const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', await file.arrayBuffer()));
    return Array.from(hash, (byte) => byte.toString(16).padStart(2, '0')).join('');
  } catch {
    return undefined;
  }
}

/**
 * Sends a form's files ahead of it, one after another (on a slow link the first then arrives as soon as it
 * can), with each file's progress for the page to show. Between attempts it remembers, for each File, the
 * upload's secret and address and whether it arrived: "Try again", or the send that follows a reconnection,
 * resumes a file where the server's copy stops and never sends an arrived file again. A file that fails does
 * not stop the others. Nothing of this is kept beyond the page.
 */
export function useEvidenceSending() {
  const [progress, setProgress] = useState<FileProgress[]>([]);
  const [sending, setSending] = useState(false);
  const known = useRef(new Map<File, Known>());
  const running = useRef<RunningUpload | null>(null);
  const stopped = useRef(false);

  const send = useCallback(async (files: readonly File[]): Promise<UploadRef[]> => {
    stopped.current = false;
    for (const file of [...known.current.keys()]) if (!files.includes(file)) known.current.delete(file);
    const update = (index: number, change: Partial<FileProgress>) => setProgress((shown) => shown.map((item, at) => (at === index ? { ...item, ...change } : item)));
    setProgress(
      files.map((file) => {
        const arrived = known.current.get(file)?.sent;
        return { name: file.name, size: file.size, sent: arrived ? file.size : 0, state: arrived ? 'sent' : 'waiting' };
      }),
    );
    setSending(true);
    const refs: UploadRef[] = [];
    let failed = false;
    try {
      for (const [index, file] of files.entries()) {
        let entry = known.current.get(file);
        if (!entry) {
          entry = { secret: newUploadSecret(), url: null, sent: null };
          known.current.set(file, entry);
        }
        if (!entry.sent) {
          update(index, { state: 'sending' });
          running.current = startUpload(file, entry, (sent) => update(index, { sent: Math.min(sent, file.size) }));
          try {
            entry.sent = await running.current.done;
            update(index, { state: 'sent', sent: file.size });
          } catch {
            if (stopped.current) throw new SendingStopped('stopped');
            update(index, { state: 'failed' });
            failed = true;
            // Without a connection the rest would fail too: they wait for the next attempt.
            if (navigator.onLine === false) break;
            continue;
          }
        }
        entry.digest ??= await fileDigest(file);
        refs.push({ ...entry.sent, name: file.name, ...(entry.digest ? { digest: entry.digest } : {}) });
      }
    } finally {
      running.current = null;
      setSending(false);
    }
    if (failed) throw new FilesNotSent(navigator.onLine === false);
    return refs;
  }, []);

  /** Stops the file being sent; `send` then rejects with SendingStopped. */
  const stop = useCallback(() => {
    stopped.current = true;
    running.current?.abort();
  }, []);

  /** Forgets what arrived (the server refused the uploads, or the report was stored): the next send starts afresh. */
  const forget = useCallback(() => {
    known.current.clear();
    setProgress([]);
  }, []);

  return { progress, sending, send, stop, forget };
}

/**
 * What a failed send of a form means for the page: the citizen stopped it; some files failed (each shows
 * "Try again"); there is no connection (the form waits for it); or null, when the failure was not the files'.
 */
export function filesOutcome(error: unknown): 'stopped' | 'failed' | 'offline' | null {
  if (error instanceof SendingStopped) return 'stopped';
  if (error instanceof FilesNotSent) return error.offline ? 'offline' : 'failed';
  return null;
}
