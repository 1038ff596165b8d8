// Every call of the API by name: the one table the API registers its routes from and the front
// ends call through (docs/architecture.md, "The endpoint table"). Each resource's calls sit beside
// its shapes in the contract file of that resource.
import type { Endpoint } from '@academy/shared/contract/endpoint';
import { ACCOUNT_ENDPOINTS } from '@academy/shared/contract/accounts';
import { PLATFORM_ENDPOINTS } from '@academy/shared/contract/platform';
import { TOPIC_ENDPOINTS } from '@academy/shared/contract/topics';

export const ENDPOINTS = {
  ...ACCOUNT_ENDPOINTS,
  ...PLATFORM_ENDPOINTS,
  ...TOPIC_ENDPOINTS,
} satisfies Record<string, Endpoint>;

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;
