// Route folders of the content calls (courses, topics, assignments, submissions, live classes,
// attendance, dashboards, certificates). Register each folder here with its URL prefix:
//   await app.register(courseRoutes, { prefix: `${API_PREFIX}/cla_courses` });
import type { FastifyInstance } from 'fastify';
import assignmentRoutes from './assignments/index';
import attendanceRoutes from './attendances/index';
import certificateRoutes from './certificates/index';
import courseRoutes from './courses/index';
import dashboardRoutes from './dashboards/index';
import liveClassRoutes from './live-classes/index';
import submissionRoutes from './submissions/index';
import topicRoutes from './topics/index';

export async function registerContentRoutes(app: FastifyInstance, prefix: string): Promise<void> {
  await app.register(courseRoutes, { prefix: `${prefix}/cla_courses` });
  await app.register(topicRoutes, { prefix: `${prefix}/cla_topics` });
  await app.register(assignmentRoutes, { prefix: `${prefix}/cla_assignments` });
  await app.register(submissionRoutes, { prefix: `${prefix}/cla_submissions` });
  await app.register(liveClassRoutes, { prefix: `${prefix}/cla_live_classes` });
  await app.register(attendanceRoutes, { prefix: `${prefix}/cla_attendances` });
  await app.register(dashboardRoutes, { prefix: `${prefix}/cla_dashboards` });
  await app.register(certificateRoutes, { prefix: `${prefix}/certificates` });
}
