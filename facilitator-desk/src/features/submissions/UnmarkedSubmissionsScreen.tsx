import SubmissionList from '@academy/shared/ui/submissions/SubmissionList';
import MarkSubmissionForm from './MarkSubmissionForm';
import { useT } from '../../i18n';

/** /portal/submissions for a facilitator: the unmarked work, each with its mark form (docs/requirements.md §2.9). */
export default function UnmarkedSubmissionsScreen() {
  const t = useT();
  return (
    <SubmissionList
      title={t('desk.stat.unmarked')}
      empty={{ title: t('submissions.none'), hint: t('submissions.noneHint') }}
      renderCardActions={(submission, done) => <MarkSubmissionForm submission={submission} onMarked={done} />}
    />
  );
}
