import { PORTAL_SCREENS, portalPath, portalScreenIds, type PortalScreenId } from '@academy/shared/routing/portal-screens';

test('a screen path is filled from its parameters', () => {
  expect(portalPath('courseDetails', { id: 4 })).toBe('/portal/courses/4');
  expect(portalPath('gradebook')).toBe('/portal/gradebook');
});

test("every screen's section is a navigation entry its roles have", () => {
  for (const [id, screen] of Object.entries(PORTAL_SCREENS)) {
    if (!('section' in screen)) continue;
    const section = PORTAL_SCREENS[screen.section as PortalScreenId];
    expect({ id, nav: 'nav' in section && section.nav }).toEqual({ id, nav: true });
    for (const role of screen.roles) expect(portalScreenIds(role)).toContain(screen.section);
  }
});

test('no two screens of a role share a path or a title', () => {
  for (const role of ['student', 'facilitator', 'admin'] as const) {
    const ids = portalScreenIds(role);
    expect(new Set(ids.map((id) => PORTAL_SCREENS[id].path)).size).toBe(ids.length);
    expect(new Set(ids.map((id) => PORTAL_SCREENS[id].title)).size).toBe(ids.length);
  }
});
