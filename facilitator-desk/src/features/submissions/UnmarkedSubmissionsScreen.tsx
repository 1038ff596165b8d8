import SubmissionList from '@academy/shared/ui/submissions/SubmissionList';
import MarkSubmissionForm from './MarkSubmissionForm';

/** /portal/submissions for a facilitator: the unmarked work, each with its mark form (SPEC 2.9). */
export default function UnmarkedSubmissionsScreen() {
  return (
    <SubmissionList
      title="Unmarked Submissions"
      emptyText="No unmarked submissions."
      renderCardActions={(submission, done) => <MarkSubmissionForm submission={submission} onMarked={done} />}
    />
  );
}
