// The one route registry: every route folder, with its URL prefix under the API prefix. A new
// folder's plugin joins the list below (see "How to add an API route" in docs/recipes.md).
import type { FastifyInstance } from 'fastify';
import { registerNamed } from '../http/register-named';
import accountRoutes from './accounts/index';
import adminRoutes from './admin/index';
import announcementRoutes from './announcements/index';
import assignmentRoutes from './assignments/index';
import attendanceRoutes from './attendances/index';
import certificateRoutes from './certificates/index';
import clientErrorRoutes from './client-errors/index';
import contentRoutes from './content/index';
import contentVersionRoutes from './content-versions/index';
import courseRoutes from './courses/index';
import dashboardRoutes from './dashboards/index';
import gradebookRoutes from './gradebook/index';
import healthRoutes from './health/index';
import liveClassRoutes from './live-classes/index';
import noticeRoutes from './notices/index';
import submissionRoutes from './submissions/index';
import topicRoutes from './topics/index';

export async function registerRoutes(app: FastifyInstance, prefix: string): Promise<void> {
  await registerNamed(
    app,
    {
      healthRoutes,
      clientErrorRoutes,
      accountRoutes,
      courseRoutes,
      topicRoutes,
      assignmentRoutes,
      submissionRoutes,
      liveClassRoutes,
      attendanceRoutes,
      dashboardRoutes,
      gradebookRoutes,
      certificateRoutes,
      noticeRoutes,
      announcementRoutes,
      contentRoutes,
      contentVersionRoutes,
      adminRoutes,
    },
    { prefix },
  );
}
