// /admin: the administrator's calls (accounts, approvals, cohorts, courses, invitations, audit log, undelivered mail, the academy's settings). Every route here is for the
// admin role only (the endpoint table's access): 401 to anonymous callers and 403 to every other role.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerNamed } from '../../http/register-named';
import adminAccountRoutes from './accounts';
import adminApprovalRoutes from './approvals';
import adminAuditRoutes from './audit';
import adminCohortRoutes from './cohorts';
import adminCourseRoutes from './courses';
import adminDeletionRoutes from './deletion-requests';
import adminFacultyRoutes from './faculty';
import adminFaqRoutes from './faq';
import adminInvitationRoutes from './invitations';
import adminSettingsRoutes from './settings';
import adminUndeliveredMailRoutes from './undelivered-mail';

const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await registerNamed(app, {
    adminAccountRoutes,
    adminApprovalRoutes,
    adminCohortRoutes,
    adminCourseRoutes,
    adminAuditRoutes,
    adminInvitationRoutes,
    adminFaqRoutes,
    adminFacultyRoutes,
    adminUndeliveredMailRoutes,
    adminDeletionRoutes,
    adminSettingsRoutes,
  });
};

export default adminRoutes;
