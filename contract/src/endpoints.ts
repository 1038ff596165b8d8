// Every call of the API by name: the one table the API registers its routes from and the front
// ends call through (docs/recipes.md, "How to add an API route"). Each resource's calls sit beside
// its shapes in the contract file of that resource.
import type { Endpoint } from '@academy/contract/endpoint';
import { ACCOUNT_ENDPOINTS } from '@academy/contract/schemas/accounts';
import { PLATFORM_ENDPOINTS } from '@academy/contract/schemas/platform';
import { ADMIN_ENDPOINTS } from '@academy/contract/schemas/admin';
import { CONTENT_ENDPOINTS } from '@academy/contract/schemas/content';
import { CONTENT_VERSION_ENDPOINTS } from '@academy/contract/schemas/content-versions';
import { TOPIC_ENDPOINTS } from '@academy/contract/schemas/topics';
import { ASSIGNMENT_ENDPOINTS } from '@academy/contract/schemas/assignments';
import { CERTIFICATE_ENDPOINTS } from '@academy/contract/schemas/certificates';
import { COURSE_ENDPOINTS } from '@academy/contract/schemas/courses';
import { GRADEBOOK_ENDPOINTS } from '@academy/contract/schemas/gradebook';
import { SUBMISSION_ENDPOINTS } from '@academy/contract/schemas/submissions';
import { ANNOUNCEMENT_ENDPOINTS } from '@academy/contract/schemas/announcements';
import { ATTENDANCE_ENDPOINTS } from '@academy/contract/schemas/attendances';
import { DASHBOARD_ENDPOINTS } from '@academy/contract/schemas/dashboards';
import { LIVE_CLASS_ENDPOINTS } from '@academy/contract/schemas/live-classes';
import { NOTICE_ENDPOINTS } from '@academy/contract/schemas/notices';
import { SINGLE_SIGN_ON_ENDPOINTS } from '@academy/contract/schemas/single-sign-on';
import { PASSKEY_ENDPOINTS } from '@academy/contract/schemas/passkeys';

export const ENDPOINTS = {
  ...ACCOUNT_ENDPOINTS,
  ...PLATFORM_ENDPOINTS,
  ...ADMIN_ENDPOINTS,
  ...CONTENT_ENDPOINTS,
  ...CONTENT_VERSION_ENDPOINTS,
  ...TOPIC_ENDPOINTS,
  ...COURSE_ENDPOINTS,
  ...ASSIGNMENT_ENDPOINTS,
  ...SUBMISSION_ENDPOINTS,
  ...GRADEBOOK_ENDPOINTS,
  ...CERTIFICATE_ENDPOINTS,
  ...LIVE_CLASS_ENDPOINTS,
  ...ATTENDANCE_ENDPOINTS,
  ...DASHBOARD_ENDPOINTS,
  ...NOTICE_ENDPOINTS,
  ...ANNOUNCEMENT_ENDPOINTS,
  ...SINGLE_SIGN_ON_ENDPOINTS,
  ...PASSKEY_ENDPOINTS,
} satisfies Record<string, Endpoint>;

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;
