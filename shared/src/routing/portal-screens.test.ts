import { PORTAL_SCREENS, portalPath, portalScreenIds, portalSectionOf } from '@academy/shared/routing/portal-screens';

test('a screen path is filled from its parameters', () => {
  expect(portalPath('courseDetails', { id: 4 })).toBe('/portal/courses/4');
  expect(portalPath('gradebook')).toBe('/portal/gradebook');
});

test("every screen's section is a navigation entry of each role that has the screen", () => {
  for (const role of ['student', 'facilitator', 'admin'] as const) {
    for (const id of portalScreenIds(role)) {
      const section = portalSectionOf(id, role);
      expect({ id, role, nav: 'nav' in PORTAL_SCREENS[section] }).toEqual({ id, role, nav: true });
      expect(portalScreenIds(role)).toContain(section);
    }
  }
});

test('no two screens of a role share a path or a title', () => {
  for (const role of ['student', 'facilitator', 'admin'] as const) {
    const ids = portalScreenIds(role);
    expect(new Set(ids.map((id) => PORTAL_SCREENS[id].path)).size).toBe(ids.length);
    expect(new Set(ids.map((id) => PORTAL_SCREENS[id].title)).size).toBe(ids.length);
  }
});
