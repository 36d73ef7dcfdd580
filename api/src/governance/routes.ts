import type { FastifyInstance } from 'fastify';
import { countyRoutes } from './countyRoutes.js';
import { directoryRoutes } from './directoryRoutes.js';
import { projectImportRoutes } from './importRoutes.js';
import { projectRecordRoutes } from './projectRecordRoutes.js';
import { projectRoutes } from './projectRoutes.js';
import { reportRoutes } from './reportRoutes.js';
import { searchRoutes } from './searchRoutes.js';
import { spendingRoutes } from './spendingRoutes.js';

/** The governance section's endpoints: counties, constituencies, wards, projects, spending, MDAs, reports, search. */
export async function governanceRoutes(app: FastifyInstance): Promise<void> {
  await countyRoutes(app);
  await projectRoutes(app);
  await spendingRoutes(app);
  await directoryRoutes(app);
  await reportRoutes(app);
  await searchRoutes(app);
  await projectImportRoutes(app);
  await projectRecordRoutes(app);
}
