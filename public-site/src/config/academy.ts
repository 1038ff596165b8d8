// Who the academy is and where it lives on the web: edit here, every screen follows.

export { ACADEMY_NAME } from '@academy/contract/rules/brand';

/**
 * The external application form the home page links to. Deployments override it without a rebuild
 * through the `applyUrl` field of /app-config.json.
 */
export const DEFAULT_APPLY_URL = 'https://forms.gle/christian-leadership-academy-application';

export const CONTACT_EMAIL = 'info@christianleadershipacademy.org';

export const EXTERNAL_LINKS = {
  developerChat: 'https://wa.me/15550100100',
  linkedIn: 'https://www.linkedin.com/company/christian-leadership-academy',
  youTube: 'https://www.youtube.com/@christianleadershipacademy',
  website: 'https://christianleadershipacademy.org',
  email: `mailto:${CONTACT_EMAIL}`,
} as const;
