import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/index.js';
import type { Ministry, MdaDirectory } from './contracts.js';
import { MDA_CREDIT, formatSchema, sendDownload, type DownloadFormat } from './download.js';
import { foldText, governmentName, MAX_QUERY_LENGTH } from './text.js';

export const MDA_SOURCE = 'eCitizen snapshot of 14 February 2026';
export const MDA_LICENCE = 'CC BY 4.0';
export const MDA_LICENCE_URL = 'https://creativecommons.org/licenses/by/4.0/';

/** The directory as citizens read it: small words in its names in lower case (see `governmentName`). */
export async function loadDirectory(db: Queryable): Promise<Ministry[]> {
  const [ministries, departments, agencies] = await Promise.all([
    db.query<{ id: string; name: string; ecitizen_url: string | null }>('SELECT id, name, ecitizen_url FROM ministries ORDER BY position'),
    db.query<{ id: string; ministry_id: string; name: string; ecitizen_url: string | null }>('SELECT id, ministry_id, name, ecitizen_url FROM departments ORDER BY position'),
    db.query<{ id: string; department_id: string; name: string; website: string | null; ecitizen_url: string | null }>(
      'SELECT id, department_id, name, website, ecitizen_url FROM agencies ORDER BY position',
    ),
  ]);
  return ministries.map((ministry) => ({
    id: ministry.id,
    name: governmentName(ministry.name),
    ecitizenUrl: ministry.ecitizen_url,
    departments: departments
      .filter((department) => department.ministry_id === ministry.id)
      .map((department) => ({
        id: department.id,
        name: governmentName(department.name),
        ecitizenUrl: department.ecitizen_url,
        agencies: agencies
          .filter((agency) => agency.department_id === department.id)
          .map((agency) => ({ id: agency.id, name: governmentName(agency.name), website: agency.website, ecitizenUrl: agency.ecitizen_url })),
      })),
  }));
}

/**
 * The branches that match a search: a matching ministry keeps all it holds, a matching department keeps
 * its agencies, a matching agency keeps only itself (with the department and ministry it sits under).
 */
export function searchDirectory(ministries: Ministry[], query: string): Ministry[] {
  const term = foldText(query.trim());
  if (!term) return ministries;
  const matches = (name: string) => foldText(name).includes(term);
  return ministries.flatMap((ministry) => {
    if (matches(ministry.name)) return [ministry];
    const departments = ministry.departments.flatMap((department) => {
      if (matches(department.name)) return [department];
      const agencies = department.agencies.filter((agency) => matches(agency.name));
      return agencies.length ? [{ ...department, agencies }] : [];
    });
    return departments.length ? [{ ...ministry, departments }] : [];
  });
}

/** Ministries → departments → agencies (/mda), with the credit line the CC BY licence asks for. */
export async function directoryRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { q?: string; format?: DownloadFormat } }>(
    '/api/mdas/',
    { schema: { querystring: { type: 'object', properties: { q: { type: 'string', maxLength: MAX_QUERY_LENGTH }, format: formatSchema } } } },
    async (request, reply) => {
      const ministries = searchDirectory(await loadDirectory(app.db), request.query.q ?? '');
      const departments = ministries.flatMap((ministry) => ministry.departments);
      const agencies = departments.flatMap((department) => department.agencies);
      const { format } = request.query;
      if (!format) {
        const directory: MdaDirectory = {
          credit: MDA_CREDIT,
          source: MDA_SOURCE,
          licence: MDA_LICENCE,
          licenceUrl: MDA_LICENCE_URL,
          counts: { ministries: ministries.length, departments: departments.length, agencies: agencies.length },
          ministries,
        };
        return directory;
      }
      const meta = { title: 'Ministries, departments and agencies', sources: [`${MDA_CREDIT} (${MDA_LICENCE_URL}); ${MDA_SOURCE}.`], filters: { ...request.query } };
      if (format === 'json') return sendDownload(reply, { fileName: 'ministries-departments-agencies', format, key: 'ministries', meta, rows: ministries, columns: [] });
      // One row per agency; a department without agencies still gets a row, so no body is lost.
      const rows = ministries.flatMap((ministry) =>
        ministry.departments.flatMap((department) => (department.agencies.length ? department.agencies : [null]).map((agency) => ({ ministry, department, agency }))),
      );
      return sendDownload(reply, {
        fileName: 'ministries-departments-agencies',
        format,
        key: 'rows',
        meta,
        rows,
        columns: [
          { name: 'ministry', value: (row) => row.ministry.name },
          { name: 'department', value: (row) => row.department.name },
          { name: 'agency', value: (row) => row.agency?.name ?? '' },
          { name: 'website', value: (row) => row.agency?.website ?? '' },
          { name: 'ecitizen_url', value: (row) => row.agency?.ecitizenUrl ?? row.department.ecitizenUrl ?? '' },
          // The licence asks for the credit to travel with the data; a CSV has no other place for it.
          { name: 'credit', value: () => MDA_CREDIT },
        ],
      });
    },
  );
}
