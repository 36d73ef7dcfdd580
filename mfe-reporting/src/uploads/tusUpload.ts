import type { HttpRequest, HttpResponse, HttpStack, Upload } from 'tus-js-client';

/** Where evidence is sent ahead of its report (api/src/reporting/resumable.ts). */
export const UPLOADS_ENDPOINT = '/api/uploads/';
/** One request carries at most this much: a drop costs at most one piece, and progress moves with each. */
export const PIECE_BYTES = 256 * 1024;

/** A file the server holds for the report: its upload's id and the secret it was sent with. */
export interface SentFile {
  id: string;
  secret: string;
}

/** What is known of one file's upload between attempts: its secret, and its address once the server made it. */
export interface UploadState {
  secret: string;
  url: string | null;
}

export interface RunningUpload {
  done: Promise<SentFile>;
  /** Stops sending; what the server has is kept, and the next attempt resumes after it. */
  abort(): void;
}

/** 32 random bytes, base64url: the upload's secret, which never leaves this page except to this site. */
export function newUploadSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * tus requests by fetch, with credentials left out: an upload belongs to no account, so no cookie of this site
 * goes with it (tus-js-client's own stack is XMLHttpRequest, which sends them whatever it is told). Fetch
 * reports no progress while a body is on its way, so progress moves a piece at a time (PIECE_BYTES).
 */
class FetchRequest implements HttpRequest {
  private readonly headers: Record<string, string> = {};
  private readonly controller = new AbortController();
  private progress: (bytesSent: number) => void = () => undefined;

  constructor(
    private readonly method: string,
    private readonly url: string,
  ) {}

  getMethod(): string {
    return this.method;
  }
  getURL(): string {
    return this.url;
  }
  setHeader(header: string, value: string): void {
    this.headers[header] = value;
  }
  getHeader(header: string): string | undefined {
    return this.headers[header];
  }
  setProgressHandler(handler: (bytesSent: number) => void): void {
    this.progress = handler;
  }
  async send(body?: Blob | null): Promise<HttpResponse> {
    const response = await fetch(this.url, {
      method: this.method,
      headers: this.headers,
      body: body ?? undefined,
      credentials: 'omit',
      cache: 'no-store',
      signal: this.controller.signal,
    });
    const text = await response.text();
    if (body) this.progress(body.size);
    return {
      getStatus: () => response.status,
      getHeader: (header) => response.headers.get(header) ?? undefined,
      getBody: () => text,
      getUnderlyingObject: () => response,
    };
  }
  async abort(): Promise<void> {
    this.controller.abort();
  }
  getUnderlyingObject(): unknown {
    return this.controller;
  }
}

const fetchStack: HttpStack = {
  createRequest: (method, url) => new FetchRequest(method, url),
  getName: () => 'FetchHttpStack',
};

/**
 * Sends `file`, or resumes it where the server's copy stops when `state.url` is set (a HEAD asks how far it
 * got). A network failure is retried a few times over seven seconds before it counts as failed. tus-js-client
 * is loaded here, at the first file a citizen sends, not with the form.
 */
export function startUpload(file: File, state: UploadState, onProgress: (sent: number) => void): RunningUpload {
  let upload: Upload | null = null;
  let aborted = false;
  let stop: (reason: Error) => void = () => undefined;
  const stopped = new Promise<never>((_resolve, reject) => (stop = reject));
  const sending = import(/* webpackChunkName: "tus" */ 'tus-js-client').then(
    ({ Upload: TusUpload }) =>
      new Promise<SentFile>((resolve, reject) => {
        if (aborted) return reject(new Error('aborted'));
        const current = new TusUpload(file, {
          endpoint: UPLOADS_ENDPOINT,
          uploadUrl: state.url,
          chunkSize: PIECE_BYTES,
          retryDelays: [0, 1000, 2000, 4000],
          headers: { 'Upload-Secret': state.secret },
          // Nothing about the upload is kept in this browser's storage: the page holds it, and only while open.
          storeFingerprintForResuming: false,
          httpStack: fetchStack,
          onUploadUrlAvailable: () => {
            state.url = current.url;
          },
          onProgress: (sent) => onProgress(sent),
          onSuccess: () => resolve({ id: (current.url ?? '').split('/').pop() ?? '', secret: state.secret }),
          onError: (error) => reject(error),
        });
        upload = current;
        current.start();
      }),
  );
  return {
    // tus-js-client reports nothing once aborted: stopping settles the promise itself.
    done: Promise.race([sending, stopped]),
    abort() {
      aborted = true;
      void upload?.abort(false);
      stop(new Error('stopped'));
    },
  };
}
