import { screen, within } from '@testing-library/react';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { renderScreen } from '@academy/shared/testing/render-screen';
import AcademySettingsSection from './AcademySettingsSection';

function serveSettings(required: boolean) {
  let saved = { staff_passkey_required: required };
  mockEndpoint('getAcademySettings', () => saved);
  return mockEndpoint('saveAcademySettings', ({ body }) => (saved = body));
}

test('requiring a passkey for staff asks first; Cancel leaves the rule off and saves nothing', async () => {
  const save = serveSettings(false);
  const { user } = renderScreen(<AcademySettingsSection />);
  const rule = await screen.findByRole('checkbox', { name: "Require a passkey (or the academy's provider) for staff" });
  await user.click(rule);

  const asking = screen.getByRole('alertdialog', { name: 'Require a passkey for staff?' });
  expect(asking).toHaveTextContent('you included');
  await user.click(within(asking).getByRole('button', { name: 'Cancel' }));
  expect(rule).not.toBeChecked();
  expect(save.received).toEqual([]);

  await user.click(rule);
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Require a passkey' }));
  expect(await screen.findByText('Setting saved.')).toBeInTheDocument();
  expect(rule).toBeChecked();
  expect(save.received.map(({ body }) => body)).toEqual([{ staff_passkey_required: true }]);
});

test('lifting the rule is saved at once, without asking', async () => {
  const save = serveSettings(true);
  const { user } = renderScreen(<AcademySettingsSection />);
  await user.click(await screen.findByRole('checkbox', { name: "Require a passkey (or the academy's provider) for staff" }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(await screen.findByText('Setting saved.')).toBeInTheDocument();
  expect(save.received.map(({ body }) => body)).toEqual([{ staff_passkey_required: false }]);
});
