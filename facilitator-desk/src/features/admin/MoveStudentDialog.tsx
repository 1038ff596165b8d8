import { useState } from 'react';
import { errorMessage } from '@academy/shared/api/error-message';
import type { AdminUser } from '@academy/shared/domain/types';
import type { CohortsQuery } from '../../hooks/use-cohorts';
import ConfirmDialog from '@academy/shared/ui/ConfirmDialog';
import SelectField from '@academy/shared/ui/forms/SelectField';
import FormAlert from '@academy/shared/ui/forms/FormAlert';

interface MoveStudentDialogProps {
  student: AdminUser;
  cohorts: CohortsQuery;
  move: (cohortId: number) => Promise<AdminUser>;
  onMoved: (student: AdminUser) => void;
  onCancel: () => void;
}

const MOVE_FAILED = 'Could not move the student. Please try again.';

/** Accounts' "Move to another cohort": the cohort to move to, then a confirmation; the move is audited by the API. */
export default function MoveStudentDialog({ student, cohorts, move, onMoved, onCancel }: MoveStudentDialogProps) {
  const [cohortId, setCohortId] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const others = (cohorts.data ?? []).filter((c) => c.id !== student.cla_cohort_id);

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      onMoved(await move(Number(cohortId)));
    } catch (error) {
      setFailure(errorMessage(error, MOVE_FAILED));
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      title={`Move ${student.name} to another cohort?`}
      message={`${student.name} is in ${student.cla_cohort_name ?? 'no cohort'}. Their submissions, marks and attendance stay theirs; from their next page they see the new cohort's courses and classes.`}
      confirmLabel="Move"
      busy={busy}
      busyText="Moving..."
      confirmDisabled={cohortId === ''}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      <SelectField
        label="New cohort"
        name="new_cohort"
        placeholder="Select a cohort"
        options={others.map((c) => ({ value: String(c.id), label: c.name }))}
        value={cohortId}
        onChange={(event) => setCohortId(event.target.value)}
        disabled={busy}
      />
      <FormAlert message={failure} />
    </ConfirmDialog>
  );
}
