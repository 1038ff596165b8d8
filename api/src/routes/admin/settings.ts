// GET and PUT /admin/settings: the academy's own settings, changed by an administrator (today:
// whether staff must sign in with a passkey or the academy's provider).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recordAudit } from '../../audit/audit-log';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { academySettings, saveAcademySettings } from '../../queries/passkeys';

const adminSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    'getAcademySettings',
    {
      summary: "The academy's settings",
      description: "Administrators: the academy-wide settings, such as whether staff must sign in with a passkey or the academy's provider.",
      tags: ['administration'],
    },
    async () => academySettings(app.db),
  );

  route(
    app,
    'saveAcademySettings',
    {
      summary: "Change the academy's settings",
      description:
        'staff_passkey_required: from then on (within a few seconds on every API instance), a facilitator or administrator whose session ' +
        'was opened with a password alone gets 403 {code: "passkey_required"} from every call limited to roles until they add a ' +
        'passkey in that session (their own calls, such as Profile, sign-out and passkeys, stay open). Sessions opened with a passkey ' +
        "or the academy's identity provider pass. This includes the administrator who turns it on.",
      tags: ['administration'],
    },
    async (request) => {
      const caller = currentUser(request);
      const before = await academySettings(app.db);
      await app.db.transaction().execute(async (trx) => {
        await saveAcademySettings(trx, request.body);
        await recordAudit(trx, {
          actorId: caller.id,
          action: 'settings.update',
          subjectType: 'academy_settings',
          subjectId: 1,
          oldValues: before,
          newValues: request.body,
        });
      });
      return academySettings(app.db);
    },
  );
};

export default adminSettingsRoutes;
