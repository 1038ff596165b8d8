import type { FaqItem } from '@academy/shared/domain/types';

/**
 * The public site's content (docs/requirements.md §12), read without a session. Plain `fetch`, not
 * the API client: the public pages and their server render (Node) read it, and neither should
 * carry axios for one GET.
 */
async function getPublic<T>(apiBaseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${apiBaseUrl}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export function getFaq(apiBaseUrl: string): Promise<FaqItem[]> {
  return getPublic<FaqItem[]>(apiBaseUrl, '/content/faq');
}
