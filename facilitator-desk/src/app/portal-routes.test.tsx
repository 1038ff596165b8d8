import { portalScreenIds } from '@academy/shared/routing/portal-screens';
import { DESK_SCREENS } from './portal-routes';
import { ADMIN_SCREENS } from './admin-routes';

test("the desk renders every screen the route table gives facilitators, the administration every administrator's", () => {
  expect(Object.keys(DESK_SCREENS).sort()).toEqual(portalScreenIds('facilitator').sort());
  expect(Object.keys(ADMIN_SCREENS).sort()).toEqual(portalScreenIds('admin').sort());
});
