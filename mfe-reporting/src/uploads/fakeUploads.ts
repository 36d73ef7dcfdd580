import type { RunningUpload, SentFile, UploadState } from './tusUpload';

/** One file's upload as a test controls it: how far it got, then arrived or failed. */
export interface FakeUpload {
  file: File;
  state: UploadState;
  progress(sent: number): void;
  arrive(): void;
  fail(): void;
  aborted: boolean;
}

/**
 * A stand-in for `startUpload` (tus over the network, which a component test does not have). With `automatic`
 * every file arrives at once, its id `upload-<name>`; otherwise each waits for the test to move it.
 */
export function fakeUploads(automatic = true) {
  const started: FakeUpload[] = [];
  const start = (file: File, state: UploadState, onProgress: (sent: number) => void): RunningUpload => {
    let settle: { resolve: (sent: SentFile) => void; reject: (error: Error) => void } = { resolve: () => undefined, reject: () => undefined };
    const done = new Promise<SentFile>((resolve, reject) => (settle = { resolve, reject }));
    const upload: FakeUpload = {
      file,
      state,
      aborted: false,
      progress: (sent) => onProgress(sent),
      arrive: () => {
        onProgress(file.size);
        settle.resolve({ id: `upload-${file.name}`, secret: state.secret });
      },
      fail: () => settle.reject(new Error('network')),
    };
    started.push(upload);
    if (automatic) upload.arrive();
    return {
      done,
      abort() {
        upload.aborted = true;
        settle.reject(new Error('stopped'));
      },
    };
  };
  return { started, start };
}
