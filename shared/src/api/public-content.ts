import type { CONTENT_ENDPOINTS } from '@academy/contract/schemas/content';
import { fillPath, type EndpointAnswer } from '@academy/contract/endpoint';
import type { Endpoints } from '@academy/contract/endpoints';
import type { FacultyMember, FaqItem, Intakes } from '@academy/shared/domain/types';
import { DEFAULT_LOCALE, type Locale } from '@academy/contract/rules/locales';

/**
 * The paths of the calls below, each typed by its endpoint in the contract (a path that differs
 * does not compile). Not the route map of every call (@academy/contract/endpoint-routes): the public home
 * carries these loaders, and needs no portal call's path.
 */
const CONTENT_PATHS = {
  listFaq: '/content/faq',
  listFaculty: '/content/faculty',
  getFacultyMember: '/content/faculty/:slug',
  getIntakes: '/content/intakes',
} as const satisfies { [N in keyof typeof CONTENT_ENDPOINTS]?: Endpoints[N]['path'] };

type ContentCall = keyof typeof CONTENT_PATHS;
type ContentAnswer<N extends ContentCall> = EndpointAnswer<(typeof CONTENT_ENDPOINTS)[N]>;

/**
 * The public site's content (docs/requirements.md §12), read without a session, by the endpoint's
 * name. Plain `fetch`, not the API client (`call`): the public pages and their server render read
 * it, and the render sandbox has `fetch` only (platform/server/render-sandbox.ts); neither should carry axios
 * for one GET.
 */
async function getPublic<N extends ContentCall>(
  apiBaseUrl: string,
  name: N,
  params?: Record<string, string>,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ContentAnswer<N> | null> {
  const path = fillPath(CONTENT_PATHS[name], params);
  // the reader's language: each item in its version there, where it has one
  const query = locale === DEFAULT_LOCALE ? '' : `?lang=${locale}`;
  const response = await fetch(`${apiBaseUrl}${path}${query}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as ContentAnswer<N>;
}

/** Content that is always there: a 404 is a failure like any other. */
async function getPublicAlways<N extends ContentCall>(apiBaseUrl: string, name: N, locale?: Locale): Promise<ContentAnswer<N>> {
  const answer = await getPublic(apiBaseUrl, name, undefined, locale);
  if (answer === null) throw new Error(`${CONTENT_PATHS[name]} answered 404`);
  return answer;
}

/** The shape of a faculty member's page name (the API refuses others). */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The FAQ, each question in `locale` where it has a version in it. */
export function getFaq(apiBaseUrl: string, locale?: Locale): Promise<FaqItem[]> {
  return getPublicAlways(apiBaseUrl, 'listFaq', locale);
}

/** The faculty, each title and biography in `locale` where it has a version in it. */
export function getFaculty(apiBaseUrl: string, locale?: Locale): Promise<FacultyMember[]> {
  return getPublicAlways(apiBaseUrl, 'listFaculty', locale);
}

/** The member whose page is /faculty/{slug}, or null when there is none. */
export async function getFacultyMember(apiBaseUrl: string, slug: string, locale?: Locale): Promise<FacultyMember | null> {
  return SLUG.test(slug) ? getPublic(apiBaseUrl, 'getFacultyMember', { slug }, locale) : null;
}

/** The address of a member's portrait, or undefined without one. */
export function portraitUrl(apiBaseUrl: string, member: FacultyMember): string | undefined {
  return member.portrait_path ? `${apiBaseUrl}${member.portrait_path}` : undefined;
}

/** The open intakes and whether self sign-up is open (Programs, Login). */
export function getIntakes(apiBaseUrl: string): Promise<Intakes> {
  return getPublicAlways(apiBaseUrl, 'getIntakes');
}
