import type { FastifyInstance } from 'fastify';
import { discussionRoutes } from './discussionRoutes.js';
import { eventRoutes } from './eventRoutes.js';
import { expertRoutes } from './expertRoutes.js';
import { moderationRoutes } from './moderationRoutes.js';
import { workshopRoutes } from './workshopRoutes.js';
import { registerCommunitySearch } from './searchSources.js';

/** The community section's endpoints: discussions and their moderation, workshops, instructors and bookings, townhall events. */
export async function communityRoutes(app: FastifyInstance): Promise<void> {
  await discussionRoutes(app);
  await moderationRoutes(app);
  await workshopRoutes(app);
  await expertRoutes(app);
  await eventRoutes(app);
  registerCommunitySearch();
}
