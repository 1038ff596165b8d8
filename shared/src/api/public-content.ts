import type { FacultyMember, FaqItem, Intakes } from '@academy/shared/domain/types';

/**
 * The public site's content (docs/requirements.md §12), read without a session. Plain `fetch`, not
 * the API client: the public pages and their server render (Node) read it, and neither should
 * carry axios for one GET.
 */
async function getPublic<T>(apiBaseUrl: string, path: string): Promise<T | null> {
  const response = await fetch(`${apiBaseUrl}${path}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

async function getPublicList<T>(apiBaseUrl: string, path: string): Promise<T[]> {
  const list = await getPublic<T[]>(apiBaseUrl, path);
  if (!list) throw new Error(`${path} answered 404`);
  return list;
}

/** The shape of a faculty member's page name (the API refuses others). */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function getFaq(apiBaseUrl: string): Promise<FaqItem[]> {
  return getPublicList<FaqItem>(apiBaseUrl, '/content/faq');
}

export function getFaculty(apiBaseUrl: string): Promise<FacultyMember[]> {
  return getPublicList<FacultyMember>(apiBaseUrl, '/content/faculty');
}

/** The member whose page is /faculty/{slug}, or null when there is none. */
export async function getFacultyMember(apiBaseUrl: string, slug: string): Promise<FacultyMember | null> {
  return SLUG.test(slug) ? getPublic<FacultyMember>(apiBaseUrl, `/content/faculty/${slug}`) : null;
}

/** The address of a member's portrait, or undefined without one. */
export function portraitUrl(apiBaseUrl: string, member: FacultyMember): string | undefined {
  return member.portrait_path ? `${apiBaseUrl}${member.portrait_path}` : undefined;
}

/** The open intakes and whether self sign-up is open (Programs, Login). */
export async function getIntakes(apiBaseUrl: string): Promise<Intakes> {
  const intakes = await getPublic<Intakes>(apiBaseUrl, '/content/intakes');
  if (!intakes) throw new Error('/content/intakes answered 404');
  return intakes;
}
