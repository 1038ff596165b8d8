// /certificates: a student's certificate status and PDF, and the public verification of a code.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { renderCertificatePdf } from '../../certificates/certificate-pdf';
import { accountLocale } from '../../accounts/users';
import { readerLocale, say } from '../../i18n/messages';
import { forbidden } from '../../http/errors';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { findCertificate, issueCertificate, issuedCertificate, programProgress, remainingSteps, type IssuedCertificate } from '../../queries/certificates';
import { academyToday, mustBeApproved } from '../../queries/scope';

const COMPLETION_RULE =
  'A student has completed the program when they completed every non-deleted program course of their cohort (a course ' +
  'is completed when it ended and the student submitted every non-deleted assignment of it), and reached the pass mark of each ' +
  "that sets one with the course's weighted total (its weighting, assignments against attendance, as shown beside every total). The certificate is " +
  'issued once, the first time it is asked for after that, and keeps its code; it stays issued whatever the program gains later.';
const NOT_FINISHED = 'You have not completed the program yet.';

const certificateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // verify is public (no caller): only a signed-in student awaiting approval is refused
  app.addHook('preHandler', mustBeApproved);
  /** The caller's certificate if they completed the program, else what remains. */
  const myCertificate = async (request: Parameters<typeof currentUser>[0]) => {
    const me = currentUser(request);
    // once issued, a certificate stays the student's: work the program gains later asks nothing more of them
    const issued = await issuedCertificate(app.db, me.id);
    if (issued) return { certificate: issued, remaining: [] };
    const today = academyToday(app.config);
    const locale = readerLocale(await accountLocale(app.db, me.id));
    if (me.cohortId === null) return { certificate: null, remaining: [say(locale, 'certificate.remaining.noCohort')] };
    const remaining = remainingSteps(await programProgress(app.db, me.id, today, app.config.academyTimeZone), today, locale);
    if (remaining.length > 0) return { certificate: null, remaining };
    return { certificate: await issueCertificate(app.db, me.id, me.cohortId, today), remaining };
  };

  const verifyUrl = (certificate: IssuedCertificate) => `${app.config.publicAppUrl}/certificate/verify/${encodeURIComponent(certificate.code)}`;

  route(
    app,
    'getMyCertificate',
    {
      summary: "The calling student's certificate status",
      description: `Students only. ${COMPLETION_RULE}`,
      tags: ['certificates'],
    },
    async (request) => {
      const { certificate, remaining } = await myCertificate(request);
      return { eligible: certificate !== null, remaining, code: certificate?.code ?? null };
    },
  );

  route(
    app,
    'getMyCertificatePdf',
    {
      summary: "The calling student's certificate as a PDF",
      description: `Students who completed the program (else 403). ${COMPLETION_RULE}`,
      tags: ['certificates'],
      produces: ['application/pdf'],
    },
    async (request, reply) => {
      const { certificate } = await myCertificate(request);
      if (!certificate) throw forbidden(NOT_FINISHED, 'program_not_completed');
      const pdf = await renderCertificatePdf(certificate, verifyUrl(certificate));
      return reply.type('application/pdf').header('content-disposition', 'attachment; filename="certificate.pdf"').send(Buffer.from(pdf));
    },
  );

  route(
    app,
    'verifyCertificate',
    {
      summary: 'Check a certificate code',
      description: 'Anyone. An unknown code answers valid: false with every other field null.',
      tags: ['certificates'],
    },
    async (request) => {
      const certificate = await findCertificate(app.db, request.params.code);
      if (!certificate) return { valid: false, student_name: null, program: null, cohort_name: null, issued_on: null };
      const { student_name, program, cohort_name, issued_on } = certificate;
      return { valid: true, student_name, program, cohort_name, issued_on };
    },
  );
};

export default certificateRoutes;
