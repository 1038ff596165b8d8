import { getFaculty, getFacultyMember } from '@academy/shared/api/public-content';
import type { FacultyMember } from '@academy/shared/domain/types';
import type { PageContent } from '../../app/page-data';

/** docs/requirements.md §12: the faculty come from the API, which the academy's staff edit. */
export const FACULTY_CONTENT: PageContent<FacultyMember[]> = {
  key: (_params, locale) => `faculty/${locale}`,
  load: (apiBaseUrl, _params, locale) => getFaculty(apiBaseUrl, locale),
};

/** The member of /faculty/:id (their slug), or null when there is none. */
export const FACULTY_MEMBER_CONTENT: PageContent<FacultyMember | null> = {
  key: ({ id }, locale) => `faculty/${id ?? ''}/${locale}`,
  load: (apiBaseUrl, { id }, locale) => getFacultyMember(apiBaseUrl, id ?? '', locale),
};
