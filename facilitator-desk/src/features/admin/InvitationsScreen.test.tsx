import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ENDPOINT_ROUTES } from '@academy/contract/endpoint-routes';
import { INVITEE_PROBLEM_CODES, INVITEE_PROBLEMS, inviteeProblemsParam, type InviteeProblem } from '@academy/contract/rules/invitee-problems';
import { appConfig } from '@academy/shared/config/app-config';
import { setLocale } from '@academy/shared/i18n/locale';
import type { AdminCohort, Invitation, InvitationUpload } from '@academy/shared/domain/types';
import { apiServer, mockEndpoint } from '@academy/shared/testing/api-mocks';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { mockReaderZone } from '@academy/shared/testing/reader-zone';
import InvitationsScreen from './InvitationsScreen';

const PENDING: Invitation = {
  id: 5,
  name: 'Ama Owusu',
  email: 'ama@example.org',
  role: 'student',
  cla_cohort_id: 1,
  cla_cohort_name: 'Cohort 1',
  state: 'pending',
  sent_at: '2026-11-23T09:00:00.000Z',
  expires_at: '2026-11-30T09:00:00.000Z',
  locale: 'en',
};
const COHORTS = [
  { id: 1, name: 'Cohort 1', closed: false },
  { id: 2, name: 'Cohort 0', closed: true },
] as AdminCohort[];
const CSV = 'name,email,role,cohort\nKofi Mensah,kofi@example.org,student,Cohort 1\n';
const CHECKED: InvitationUpload = {
  rows: [{ line: 2, name: 'Kofi Mensah', email: 'kofi@example.org', role: 'student', cohort: 'Cohort 1', problems: [], problem_codes: [] }],
  good: 1,
  bad: 0,
  invited: 0,
};

/** The API's invitations, as the calls the test answers change them. */
function serveInvitations(initial: Invitation[]) {
  let invitations = initial;
  mockEndpoint('listInvitations', () => invitations);
  mockEndpoint('listAdminCohorts', COHORTS);
  const add = (invitation: Invitation) => {
    invitations = [invitation, ...invitations];
    return invitation;
  };
  const change = (changed: Invitation) => {
    invitations = invitations.map((invitation) => (invitation.id === changed.id ? changed : invitation));
    return changed;
  };
  return { add, change };
}

/** A CSV call answered as `answer`, with the type and text it was sent as. */
function mockCsvCall(name: 'previewInvitations' | 'importInvitations', answer: InvitationUpload) {
  const received: { type: string | null; text: string; locale: string | null }[] = [];
  apiServer.use(
    http.post(`${appConfig().apiBaseUrl}${ENDPOINT_ROUTES[name].path}`, async ({ request }) => {
      received.push({ type: request.headers.get('content-type'), text: await request.text(), locale: new URL(request.url).searchParams.get('locale') });
      return HttpResponse.json(answer, { status: name === 'importInvitations' ? 201 : 200 });
    }),
  );
  return received;
}

/** A CSV whose one row has `codes` for problems, as the API checks it. */
function checkedWithProblems(codes: InviteeProblem[]): InvitationUpload {
  const row = { ...CHECKED.rows[0]!, problems: codes.map((code) => INVITEE_PROBLEMS[code]), problem_codes: codes };
  return { rows: [row], good: 0, bad: 1, invited: 0 };
}

/** The API's 400 for the one invitee, with its problems' codes when `codes` are given. */
function refusal(codes?: InviteeProblem[]) {
  const detail = (codes ?? ['email_taken']).map((code) => INVITEE_PROBLEMS[code]).join(' ');
  const params = codes ? { detail, problems: inviteeProblemsParam(codes) } : { detail };
  return { error: detail, code: 'invitation_refused', params };
}

/** Uploads the CSV file in the screen, as a browser reads it. */
async function uploadCsv(user: ReturnType<typeof renderScreen>['user'], label: string) {
  // jsdom's File cannot read itself; a browser's can
  const file = Object.assign(new File([CSV], 'people.csv', { type: 'text/csv' }), { text: () => Promise.resolve(CSV) });
  await user.upload(screen.getByLabelText(label), file);
}

/** Fills the one-person form with a name, an address and a cohort, and sends it. */
async function inviteOne(user: ReturnType<typeof renderScreen>['user'], labels: { form: string; name: string; email: string; cohort: string; send: string }) {
  const form = await screen.findByRole('form', { name: labels.form });
  await user.type(within(form).getByLabelText(labels.name), 'Esther Mensah');
  await user.type(within(form).getByLabelText(labels.email), 'student@example.org');
  await user.selectOptions(within(form).getByLabelText(labels.cohort), await within(form).findByRole('option', { name: 'Cohort 1' }));
  await user.click(within(form).getByRole('button', { name: labels.send }));
  return form;
}

// the reader chose West Africa in Profile: every time is read there, the zone named
beforeEach(() => mockReaderZone('Africa/Lagos'));

test('revokes an invitation only after the confirmation; the list shows its new state', async () => {
  const { change } = serveInvitations([PENDING]);
  const revoke = mockEndpoint('revokeInvitation', () => change({ ...PENDING, state: 'revoked' }));
  const { user } = renderScreen(<InvitationsScreen />);
  const table = await screen.findByRole('table', { name: 'Sent invitations' });
  await user.click(within(table).getByRole('button', { name: 'Revoke the invitation of ama@example.org' }));
  expect(revoke.received).toEqual([]);
  await user.click(within(screen.getByRole('alertdialog', { name: 'Revoke the invitation of ama@example.org?' })).getByRole('button', { name: 'Revoke' }));
  expect(await screen.findByText('Revoked the invitation of ama@example.org.')).toBeInTheDocument();
  expect(await within(table).findByText('revoked')).toBeInTheDocument();
  expect(within(table).queryByRole('button', { name: /Resend/ })).toBeNull();
  expect(revoke.received.map((request) => request.params)).toEqual([{ id: 5 }]);
  // its buttons are gone: the keyboard goes on from the invitation's row
  expect(within(table).getByRole('rowheader', { name: PENDING.name })).toHaveFocus();
});

test('invites one person to an open cohort; the list shows the new invitation', async () => {
  const { add } = serveInvitations([]);
  const invite = mockEndpoint('createInvitation', ({ body }) => add({ ...PENDING, id: 6, name: body.name, email: body.email }));
  const { user } = renderScreen(<InvitationsScreen />);
  expect(await screen.findByText('No invitations yet.')).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Invite one person' });
  await user.type(within(form).getByLabelText('Name'), ' Kofi Mensah ');
  await user.type(within(form).getByLabelText('E-mail'), 'kofi@example.org');
  const cohort = await within(form).findByRole('option', { name: 'Cohort 1' });
  expect(within(form).queryByRole('option', { name: 'Cohort 0' })).toBeNull();
  // a student is not offered "no cohort": a facilitator is
  expect(within(form).queryByRole('option', { name: 'No cohort' })).toBeNull();
  await user.selectOptions(within(form).getByLabelText('Role'), 'facilitator');
  expect(within(form).getByRole('option', { name: 'No cohort' })).toBeInTheDocument();
  await user.selectOptions(within(form).getByLabelText('Role'), 'student');
  await user.selectOptions(within(form).getByLabelText('Cohort'), cohort);
  await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
  expect(await screen.findByText('Invitation sent to kofi@example.org.')).toBeInTheDocument();
  expect(invite.received.map((request) => request.body)).toEqual([
    { name: 'Kofi Mensah', email: 'kofi@example.org', role: 'student', cla_cohort_id: 1, locale: 'en' },
  ]);
  expect(await screen.findByRole('rowheader', { name: 'Kofi Mensah' })).toBeInTheDocument();
});

test('sends the invitation in the language the administrator chooses for it', async () => {
  serveInvitations([]);
  const invite = mockEndpoint('createInvitation', PENDING);
  const { user } = renderScreen(<InvitationsScreen />);
  const form = await screen.findByRole('form', { name: 'Invite one person' });
  await user.type(within(form).getByLabelText('Name'), 'Lucía Quispe');
  await user.type(within(form).getByLabelText('E-mail'), 'lucia@example.org');
  await user.selectOptions(within(form).getByLabelText('Cohort'), await within(form).findByRole('option', { name: 'Cohort 1' }));
  await user.selectOptions(within(form).getByLabelText(/Language of the invitation/), 'Español');
  await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
  await waitFor(() => expect(invite.received.map((request) => request.body.locale)).toEqual(['es']));
});

test('a name or address missing or malformed is said beside its field, and nothing is sent', async () => {
  serveInvitations([]);
  const invite = mockEndpoint('createInvitation', PENDING);
  const { user } = renderScreen(<InvitationsScreen />);
  const form = await screen.findByRole('form', { name: 'Invite one person' });
  await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
  expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription('Name is required.');
  expect(within(form).getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail is required.');
  expect(within(form).getByLabelText('Name')).toHaveFocus();

  await user.type(within(form).getByLabelText('Name'), 'Kofi Mensah');
  await user.type(within(form).getByLabelText('E-mail'), 'kofi at example');
  await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
  expect(within(form).getByLabelText('E-mail')).toHaveAccessibleDescription('Enter a valid email address.');
  expect(within(form).getByLabelText('E-mail')).toHaveFocus();
  expect(invite.received).toEqual([]);
});

test('a CSV goes as text/csv: first a preview of every row, then the invitations of its good rows', async () => {
  serveInvitations([]);
  const previewed = mockCsvCall('previewInvitations', CHECKED);
  const imported = mockCsvCall('importInvitations', { ...CHECKED, invited: 1 });
  const { user } = renderScreen(<InvitationsScreen />);
  await uploadCsv(user, 'CSV file');
  expect(await screen.findByText('1 row can be invited; 0 have a problem and will not be.')).toBeInTheDocument();
  const rows = within(screen.getByRole('table', { name: 'Rows of the file' }));
  expect(rows.getByText('kofi@example.org')).toBeInTheDocument();
  // each row is headed by its line in the file, which stays in view as the table scrolls sideways
  expect(rows.getByRole('row', { name: /kofi@example\.org/ })).toContainElement(rows.getByRole('rowheader', { name: '2' }));
  expect(imported).toEqual([]);
  // the file's invitations are written in the language chosen for them
  const csvSection = screen.getByRole('region', { name: 'Invite many from a CSV file' });
  await user.selectOptions(within(csvSection).getByLabelText('Language of the invitation'), 'pt');
  await user.click(screen.getByRole('button', { name: 'Send 1 invitation' }));
  expect(await screen.findByText('Sent 1 invitation.')).toBeInTheDocument();
  expect(within(csvSection).getByRole('heading', { name: 'Invite many from a CSV file' })).toHaveFocus();
  // the field is empty again, ready for the next file
  expect((within(csvSection).getByLabelText('CSV file') as HTMLInputElement).files).toHaveLength(0);
  await waitFor(() => expect(imported).toEqual([{ type: 'text/csv', text: CSV, locale: 'pt' }]));
  expect(previewed).toEqual([{ type: 'text/csv', text: CSV, locale: null }]);
});

test.each([
  ['a student without a cohort', 'Cohort', 'student', 'A student needs a cohort.'],
  ['a role left on "Choose a role"', 'Role', '', 'Role is required.'],
])('%s is said beside the %s field before anything is sent', async (_, field, role, sentence) => {
  serveInvitations([]);
  const invite = mockEndpoint('createInvitation', PENDING);
  const { user } = renderScreen(<InvitationsScreen />);
  const form = await screen.findByRole('form', { name: 'Invite one person' });
  await user.type(within(form).getByLabelText('Name'), 'Kofi Mensah');
  await user.type(within(form).getByLabelText('E-mail'), 'kofi@example.org');
  await user.selectOptions(within(form).getByLabelText('Role'), role);
  await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
  expect(within(form).getByLabelText(field)).toHaveAccessibleDescription(sentence);
  expect(within(form).getByLabelText(field)).toHaveFocus();
  expect(invite.received).toEqual([]);
});

test("the API's refusal is said beside each field it names, the first of them focused, with no sentence above the form", async () => {
  serveInvitations([]);
  mockEndpoint('createInvitation', refusal(['email_taken', 'cohort_closed']), 400);
  const { user } = renderScreen(<InvitationsScreen />);
  const form = await inviteOne(user, { form: 'Invite one person', name: 'Name', email: 'E-mail', cohort: 'Cohort', send: 'Send invitation' });
  const email = within(form).getByLabelText('E-mail');
  await waitFor(() => expect(email).toHaveFocus());
  expect(email).toHaveAccessibleDescription('An account with this e-mail address already exists.');
  expect(within(form).getByLabelText('Cohort')).toHaveAccessibleDescription('This cohort is closed.');
  expect(within(form).queryByText('An account with this e-mail address already exists. This cohort is closed.')).toBeNull();
});

test("in English, each row's problems read as the API's sentences", async () => {
  serveInvitations([]);
  mockCsvCall('previewInvitations', checkedWithProblems(INVITEE_PROBLEM_CODES));
  const { user } = renderScreen(<InvitationsScreen />);
  await uploadCsv(user, 'CSV file');
  const table = await screen.findByRole('table', { name: 'Rows of the file' });
  expect(within(table).getByText(Object.values(INVITEE_PROBLEMS).join(' '))).toBeInTheDocument();
});

test("a refused invitation without its problems' codes shows the API's sentence", async () => {
  serveInvitations([]);
  mockEndpoint('createInvitation', refusal(), 400);
  const { user } = renderScreen(<InvitationsScreen />);
  const form = await inviteOne(user, { form: 'Invite one person', name: 'Name', email: 'E-mail', cohort: 'Cohort', send: 'Send invitation' });
  expect(await within(form).findByText('An account with this e-mail address already exists.')).toBeInTheDocument();
});

test("in French, the CSV's problems and a refused invitation's are said in French", async () => {
  serveInvitations([]);
  mockCsvCall('previewInvitations', checkedWithProblems(['email_invalid', 'cohort_unknown']));
  mockEndpoint('createInvitation', refusal(['email_taken', 'cohort_closed']), 400);
  await act(() => setLocale('fr'));
  try {
    const { user } = renderScreen(<InvitationsScreen />);
    // a French administrator's invitations are written in French unless another language is chosen
    expect(await screen.findAllByLabelText(/Langue de l’invitation/)).toHaveLength(2);
    for (const language of screen.getAllByLabelText(/Langue de l’invitation/)) expect(language).toHaveValue('fr');
    await uploadCsv(user, 'Fichier CSV');
    const table = await screen.findByRole('table', { name: 'Lignes du fichier' });
    expect(within(table).getByText('L’adresse e-mail n’est pas valide. Aucune promotion ne porte ce nom.')).toBeInTheDocument();
    // the role in words, not as the file's value
    expect(within(table).getByText('étudiant')).toBeInTheDocument();

    const form = await inviteOne(user, { form: 'Inviter une personne', name: 'Nom', email: 'E-mail', cohort: 'Promotion', send: 'Envoyer l’invitation' });
    await waitFor(() => expect(within(form).getByLabelText('E-mail')).toHaveAccessibleDescription('Un compte existe déjà avec cette adresse e-mail.'));
    expect(within(form).getByLabelText('Promotion')).toHaveAccessibleDescription('Cette promotion est close.');
  } finally {
    await act(() => setLocale('en'));
  }
});
