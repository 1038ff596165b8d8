import SubmissionList from '@academy/shared/ui/submissions/SubmissionList';
import MarkSubmissionForm from './MarkSubmissionForm';

/** /portal/submissions for a facilitator: the unmarked work, each with its mark form (docs/requirements.md §2.9). */
export default function UnmarkedSubmissionsScreen() {
  return (
    <SubmissionList
      title="Unmarked Submissions"
      empty={{ title: 'No unmarked submissions.', hint: 'Work your students hand in appears here, ready to mark.' }}
      renderCardActions={(submission, done) => <MarkSubmissionForm submission={submission} onMarked={done} />}
    />
  );
}
