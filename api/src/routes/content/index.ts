// /content: what the public site shows, for anyone (docs/requirements.md §12). The administrator
// changes it through /admin/faq and /admin/faculty; the public site's pages and its prerendered
// copies read it here.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { findPortrait, listFacultyMembers } from '../../queries/faculty';
import { listOpenIntakes } from '../../queries/cohorts';
import { listFaqItems } from '../../queries/faq';
import { academyToday } from '../../queries/scope';

const TAGS = ['content'];
const LANG = 'With `lang`, each item in its version in that language when it has one (its `lang` says which language it is in).';
const MEMBER = 'This faculty member';
/** Portrait URLs carry their version, so a browser may keep one a day; a new upload is a new URL. */
const PORTRAIT_CACHE = 'public, max-age=86400';

const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, 'listFaq', { summary: 'The FAQ, in page order', description: LANG, tags: TAGS }, async (request, reply) => {
    // a change shows at the next visit: the browser revalidates instead of keeping a copy
    void reply.header('Cache-Control', 'no-cache');
    return listFaqItems(app.db, request.query.lang);
  });

  route(app, 'listFaculty', { summary: 'The faculty, in page order', description: LANG, tags: TAGS }, async (request, reply) => {
    void reply.header('Cache-Control', 'no-cache');
    return listFacultyMembers(app.db, {}, request.query.lang);
  });

  route(
    app,
    'getIntakes',
    {
      summary: 'The open intakes and whether sign-up is open (Programs, Login)',
      description: 'Anyone: the cohorts open for sign-up, with their dates, and whether sign-up is open at all.',
      tags: TAGS,
    },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'no-cache');
      const cohorts = await listOpenIntakes(app.db, academyToday(app.config));
      return { sign_up_open: app.config.signUpOpen, cohorts };
    },
  );

  route(app, 'getFacultyMember', { summary: 'One faculty member', description: LANG, tags: TAGS }, async (request, reply) => {
    const [member] = await listFacultyMembers(app.db, { slug: request.params.slug }, request.query.lang);
    if (!member) throw notFound(MEMBER);
    void reply.header('Cache-Control', 'no-cache');
    return member;
  });

  route(
    app,
    'getPortrait',
    {
      summary: "A faculty member's portrait",
      description: 'The image with its type, an ETag (`If-None-Match` answers 304) and a day of caching.',
      tags: TAGS,
      produces: ['image/jpeg', 'image/png', 'image/webp'],
    },
    async (request, reply) => {
      const portrait = await findPortrait(app.db, request.params.slug);
      if (!portrait) throw notFound('This portrait');
      const etag = `"${portrait.etag}"`;
      // a drawing is shown as an image, never run as a document
      void reply.headers({ ETag: etag, 'Cache-Control': PORTRAIT_CACHE, 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" });
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply.type(portrait.content_type).send(portrait.data);
    },
  );
};

export default contentRoutes;
