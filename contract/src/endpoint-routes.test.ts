import { ENDPOINTS } from '@academy/contract/endpoints';
import { ENDPOINT_ROUTES } from '@academy/contract/endpoint-routes';
import { SUCCESS_STATUSES } from '@academy/contract/endpoint-statuses';

const AFTER_A_CHANGE = '(after changing the contract: npm run write:endpoint-routes -w @academy/contract)';

test(`the front ends' routes are the contract's methods and paths, and which take an Idempotency-Key ${AFTER_A_CHANGE}`, () => {
  const contractRoutes = Object.fromEntries(
    Object.entries(ENDPOINTS).map(([name, endpoint]) => [
      name,
      { method: endpoint.method, path: endpoint.path, ...('idempotent' in endpoint && { idempotent: true }) },
    ]),
  );
  expect(ENDPOINT_ROUTES).toEqual(contractRoutes);
});

test(`the API mocks' success statuses are the contract's first responses ${AFTER_A_CHANGE}`, () => {
  const contractStatuses = Object.fromEntries(Object.entries(ENDPOINTS).map(([name, { response }]) => [name, Number(Object.keys(response)[0])]));
  expect(SUCCESS_STATUSES).toEqual(contractStatuses);
});
