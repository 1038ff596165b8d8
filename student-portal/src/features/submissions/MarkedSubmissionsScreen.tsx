import SubmissionList from '@academy/shared/ui/submissions/SubmissionList';

/** /portal/submissions for a student: their marked work with its score (SPEC 2.9). */
export default function MarkedSubmissionsScreen() {
  return <SubmissionList title="Marked Submissions" emptyText="No marked submissions yet." />;
}
