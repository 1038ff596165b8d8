/** A page of a cohort's announcements (GET /announcements without `limit`), and the desk's page. */
export const ANNOUNCEMENT_PAGE = 50;
