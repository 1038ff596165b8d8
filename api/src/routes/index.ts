// The one route registry: every route folder, with its URL prefix under the API prefix. A new
// folder is added here (see "How to add an API route" in docs/architecture.md):
//   await app.register(courseRoutes, { prefix });
import type { FastifyInstance } from 'fastify';
import accountRoutes from './accounts/index';
import adminRoutes from './admin/index';
import announcementRoutes from './announcements/index';
import assignmentRoutes from './assignments/index';
import attendanceRoutes from './attendances/index';
import certificateRoutes from './certificates/index';
import clientErrorRoutes from './client-errors/index';
import contentRoutes from './content/index';
import courseRoutes from './courses/index';
import dashboardRoutes from './dashboards/index';
import gradebookRoutes from './gradebook/index';
import healthRoutes from './health/index';
import liveClassRoutes from './live-classes/index';
import noticeRoutes from './notices/index';
import submissionRoutes from './submissions/index';
import topicRoutes from './topics/index';

export async function registerRoutes(app: FastifyInstance, prefix: string): Promise<void> {
  await app.register(healthRoutes, { prefix });
  await app.register(clientErrorRoutes, { prefix });
  await app.register(accountRoutes, { prefix });
  await app.register(courseRoutes, { prefix });
  await app.register(topicRoutes, { prefix });
  await app.register(assignmentRoutes, { prefix });
  await app.register(submissionRoutes, { prefix });
  await app.register(liveClassRoutes, { prefix });
  await app.register(attendanceRoutes, { prefix });
  await app.register(dashboardRoutes, { prefix });
  await app.register(gradebookRoutes, { prefix });
  await app.register(certificateRoutes, { prefix });
  await app.register(noticeRoutes, { prefix });
  await app.register(announcementRoutes, { prefix });
  await app.register(contentRoutes, { prefix });
  await app.register(adminRoutes, { prefix });
}
