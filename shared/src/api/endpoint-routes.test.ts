import { ENDPOINTS } from '@academy/shared/contract/endpoints';
import { ENDPOINT_ROUTES } from '@academy/shared/api/endpoint-routes';

test("the front ends' routes are the contract's methods and paths (after changing the contract: npm run write:endpoint-routes -w @academy/shared)", () => {
  const contractRoutes = Object.fromEntries(Object.entries(ENDPOINTS).map(([name, { method, path }]) => [name, { method, path }]));
  expect(ENDPOINT_ROUTES).toEqual(contractRoutes);
});
