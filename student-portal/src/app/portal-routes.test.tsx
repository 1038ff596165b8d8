import { portalScreenIds } from '@academy/shared/routing/portal-screens';
import { COHORT_SCREENS, OPEN_SCREENS } from './portal-routes';

test('the student portal renders every screen the route table gives students, once', () => {
  const rendered = [...Object.keys(OPEN_SCREENS), ...Object.keys(COHORT_SCREENS)];
  expect(rendered.sort()).toEqual(portalScreenIds('student').sort());
});
