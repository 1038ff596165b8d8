import { screen } from '@testing-library/react';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { studentUser } from '@academy/shared/testing/users';
import CsvDownloadButton from '@academy/shared/ui/CsvDownloadButton';

test('while the file comes, the button says so in words, not only in grey; a failure is said too', async () => {
  let answer: (value: unknown) => void = () => undefined;
  mockEndpoint('exportStudentList', () => new Promise((resolve) => (answer = resolve)) as never, 500);
  const { user } = renderScreen(
    <CsvDownloadButton endpoint="exportStudentList" query={{ cla_cohort_id: 1 }} filename="student-list.csv">
      Download the student list (CSV)
    </CsvDownloadButton>,
    { signedIn: studentUser() },
  );
  await user.click(screen.getByRole('button', { name: 'Download the student list (CSV)' }));
  expect(await screen.findByRole('button', { name: 'Downloading...' })).toHaveAttribute('aria-busy', 'true');
  answer({ error: 'down' });
  expect(await screen.findByText('The download failed. Please try again.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download the student list (CSV)' })).not.toHaveAttribute('aria-busy');
});
