import { api } from '@civic/shared';
import type { County, MdaDirectory, ProjectOptions, ReportsResponse, Spending } from './contracts';

/** Typed calls to the governance endpoints, all through the shared API client. */

export type QueryValues = Record<string, string | number | undefined | null>;

/**
 * A path with its query in a fixed order and without empty values, so the same filters always make the
 * same address (the download links and the tests rely on it).
 */
export function withQuery(path: string, values: QueryValues): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The address of a list as a file (open data): the same filters, `format=csv|json`. */
export function downloadUrl(path: string, values: QueryValues, format: 'csv' | 'json'): string {
  return withQuery(path, { ...values, format });
}

export async function fetchCounties(signal?: AbortSignal): Promise<County[]> {
  const { data } = await api.get<{ counties: County[] }>('/api/counties/', { signal });
  return data.counties;
}

export async function fetchProjectOptions(signal?: AbortSignal): Promise<ProjectOptions> {
  const { data } = await api.get<ProjectOptions>('/api/projects/options/', { signal });
  return data;
}

export async function fetchSpending(signal?: AbortSignal): Promise<Spending> {
  const { data } = await api.get<Spending>('/api/spending/', { signal });
  return data;
}

export async function fetchDirectory(signal?: AbortSignal): Promise<MdaDirectory> {
  const { data } = await api.get<MdaDirectory>('/api/mdas/', { signal });
  return data;
}

export async function fetchReports(signal?: AbortSignal): Promise<ReportsResponse> {
  const { data } = await api.get<ReportsResponse>('/api/reports/', { signal });
  return data;
}
