/** The shell's portal prefix: /portal and the paths under it (docs/architecture.md, Route ownership). */
export function isPortalPath(pathname: string): boolean {
  return pathname === '/portal' || pathname.startsWith('/portal/');
}
