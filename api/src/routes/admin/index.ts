// /admin: the administrator's calls (accounts, approvals, cohorts, courses, invitations, audit log, undelivered mail). Every route here is for the
// admin role only (the endpoint table's access): 401 to anonymous callers and 403 to every other role.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import adminAccountRoutes from './accounts';
import adminApprovalRoutes from './approvals';
import adminAuditRoutes from './audit';
import adminCohortRoutes from './cohorts';
import adminCourseRoutes from './courses';
import adminDeletionRoutes from './deletion-requests';
import adminFacultyRoutes from './faculty';
import adminFaqRoutes from './faq';
import adminInvitationRoutes from './invitations';
import adminUndeliveredMailRoutes from './undelivered-mail';

const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(adminAccountRoutes);
  await app.register(adminApprovalRoutes);
  await app.register(adminCohortRoutes);
  await app.register(adminCourseRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminInvitationRoutes);
  await app.register(adminFaqRoutes);
  await app.register(adminFacultyRoutes);
  await app.register(adminUndeliveredMailRoutes);
  await app.register(adminDeletionRoutes);
};

export default adminRoutes;
