// Who the academy is and where it lives on the web: edit here, every screen follows.

export { ACADEMY_NAME } from '@academy/contract/rules/brand';
export const FOUNDATION_SUBTITLE = 'An Education Support Initiative of the Foundation';

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

// docs/requirements.md §1 statements shown both in the footer and on the About page.
export const VISION_STATEMENT = 'To produce servant-transformational leaders who bring true change in every endeavour of life.';
export const MISSION_STATEMENT = "To develop Christian-driven leaders who are adaptive in bringing change and influential in advancing God's kingdom on earth.";
export const FREE_FIRST_YEAR_STATEMENT = 'All courses are free in the first year of the program.';
