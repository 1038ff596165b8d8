// docs/api.md's list of calls, written from the endpoint table (method, path, who may call) and the
// words each route gives the OpenAPI document (summary, description), so the page cannot say
// something the API does not do: `npm run write:api-docs -w api` writes it, a test compares.
import { ENDPOINTS, type EndpointName } from '@academy/contract/endpoints';
import type { Access } from '@academy/contract/endpoint';

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** The lines of docs/api.md between these two are written by the API. */
export const CALLS_BEGIN = "<!-- calls: written by `npm run write:api-docs -w api` from the endpoint table and the routes' words -->";
export const CALLS_END = '<!-- end of calls -->';

function who(access: Access): string {
  if (access === 'public') return 'anyone';
  if (access === 'signed-in') return 'signed in';
  return access.join(', ');
}

/** A table cell of `text`: one line, its pipes escaped. */
function cell(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
}

function wordsByName(document: OpenApiDocument): Map<string, Operation> {
  const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
  return new Map(operations.filter((each) => each.operationId).map((each) => [each.operationId!, each]));
}

/** The calls, a table per tag in the order the endpoint table first names it. */
export function callsTable(document: OpenApiDocument): string {
  const words = wordsByName(document);
  const groups = new Map<string, string[]>();
  for (const [name, { method, path, access }] of Object.entries(ENDPOINTS) as [EndpointName, (typeof ENDPOINTS)[EndpointName]][]) {
    const operation = words.get(name);
    if (!operation) throw new Error(`The OpenAPI document has no operation ${name}: is its route registered?`);
    const tag = operation.tags?.[0] ?? 'other';
    const description = [operation.summary, operation.description].filter(Boolean).join('. ');
    const row = `| \`${method} ${path.replace(/:(\w+)/g, '{$1}')}\` | \`${name}\` | ${who(access)} | ${cell(description)} |`;
    groups.set(tag, [...(groups.get(tag) ?? []), row]);
  }
  const sections = [...groups].map(([tag, rows]) =>
    [`### ${tag}`, '', '| call | name | who | what it does |', '| --- | --- | --- | --- |', ...rows].join('\n'),
  );
  return sections.join('\n\n');
}

/** `page` with its calls section replaced by `table`. */
export function withCallsTable(page: string, table: string): string {
  const begin = page.indexOf(CALLS_BEGIN);
  const end = page.indexOf(CALLS_END);
  if (begin < 0 || end < begin) throw new Error(`docs/api.md lacks the markers of its calls section (${CALLS_BEGIN} ... ${CALLS_END}).`);
  return `${page.slice(0, begin + CALLS_BEGIN.length)}\n\n${table}\n\n${page.slice(end)}`;
}
