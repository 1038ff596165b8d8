// Every call of the API by name: the one table the API registers its routes from and the front
// ends call through (docs/architecture.md, "The endpoint table"). Each resource's calls sit beside
// its shapes in the contract file of that resource.
import type { Endpoint } from '@academy/shared/contract/endpoint';
import { TOPIC_ENDPOINTS } from '@academy/shared/contract/topics';
import { ANNOUNCEMENT_ENDPOINTS } from '@academy/shared/contract/announcements';
import { ATTENDANCE_ENDPOINTS } from '@academy/shared/contract/attendances';
import { DASHBOARD_ENDPOINTS } from '@academy/shared/contract/dashboards';
import { LIVE_CLASS_ENDPOINTS } from '@academy/shared/contract/live-classes';
import { NOTICE_ENDPOINTS } from '@academy/shared/contract/notices';

export const ENDPOINTS = {
  ...TOPIC_ENDPOINTS,
  ...LIVE_CLASS_ENDPOINTS,
  ...ATTENDANCE_ENDPOINTS,
  ...DASHBOARD_ENDPOINTS,
  ...NOTICE_ENDPOINTS,
  ...ANNOUNCEMENT_ENDPOINTS,
} satisfies Record<string, Endpoint>;

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;
