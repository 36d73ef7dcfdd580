import { t } from './messages';
import axios, { isAxiosError, type AxiosInstance } from 'axios';

/** 10 s for every call. */
export const API_TIMEOUT_MS = 10_000;

/**
 * The one API client. Same-origin by default (the shell and the API are served by one process);
 * a standalone remote sets `window.__CIVIC_API_BASE__` in its harness to reach another origin.
 */
declare global {
  interface Window {
    __CIVIC_API_BASE__?: string;
  }
}

function baseURL(): string {
  return (typeof window !== 'undefined' && window.__CIVIC_API_BASE__) || '';
}

export const api: AxiosInstance = axios.create({
  baseURL: baseURL(),
  timeout: API_TIMEOUT_MS,
  withCredentials: true,
  headers: {
    'Content-Type': 'application/json',
    // A header a cross-site form cannot send: the server's Origin check is the real defence, this is belt and braces.
    'X-Requested-With': 'civic-web',
  },
});

/** A failed call, in the terms a form needs: a message to show and, for 4xx, the field at fault. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly field: string | null,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetworkError(): boolean {
    return this.status === null;
  }
}

interface ErrorBody {
  message?: unknown;
  field?: unknown;
  error?: unknown;
}

export function toApiError(error: unknown, fallbackMessage = t('errorOccurred')): ApiError {
  if (error instanceof ApiError) return error;
  // isAxiosError rather than instanceof: a federated page may hold more than one copy of axios.
  if (isAxiosError(error)) {
    const status = error.response?.status ?? null;
    const body = (error.response?.data ?? null) as ErrorBody | null;
    const message = typeof body?.message === 'string' ? body.message : typeof body?.error === 'string' ? body.error : fallbackMessage;
    const field = typeof body?.field === 'string' ? body.field : null;
    return new ApiError(message, status, field, body);
  }
  return new ApiError(fallbackMessage, null, null, null);
}
