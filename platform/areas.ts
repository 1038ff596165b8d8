/**
 * The four front-end areas: directory, Module Federation name, default port, and which page paths
 * each one's server answers with 200 (docs/first-visit.md):
 * - prerender: the public site's server bundle renders the page and decides 200 or 404
 *   ('remote': fetched from where /app-config.json points the public site; 'own': from this build);
 * - ownedPrefixes: paths the area's app routes without the public site (the shell's App.tsx);
 * - ownsAll: a standalone portal, whose app sends every other path to /portal.
 */
export type AreaName = 'shell' | 'public-site' | 'student-portal' | 'facilitator-desk';
export type RemoteArea = Exclude<AreaName, 'shell'>;

export interface AreaSpec {
  dir: string;
  federationName: string;
  port: number;
  prerender?: 'remote' | 'own';
  ownedPrefixes?: string[];
  ownsAll?: boolean;
}

const AREAS: Record<AreaName, AreaSpec> = {
  shell: { dir: 'shell', federationName: 'shell', port: 3000, prerender: 'remote', ownedPrefixes: ['/portal', '/certificate'] },
  'public-site': { dir: 'public-site', federationName: 'public_site', port: 3001, prerender: 'own' },
  'student-portal': { dir: 'student-portal', federationName: 'student_portal', port: 3002, ownsAll: true },
  'facilitator-desk': { dir: 'facilitator-desk', federationName: 'facilitator_desk', port: 3003, ownsAll: true },
};

/** `name` is one of the areas (a name given on a command line, say). */
function isAreaName(name: string): name is AreaName {
  return Object.hasOwn(AREAS, name);
}

const REMOTE_AREAS: RemoteArea[] = ['public-site', 'student-portal', 'facilitator-desk'];

export { AREAS, REMOTE_AREAS, isAreaName };
