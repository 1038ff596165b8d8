import { useState } from 'react';
import { errorMessage } from '@academy/shared/api/error-message';
import type { AdminUser } from '@academy/shared/domain/types';
import type { CohortsQuery } from '../../hooks/use-cohorts';
import ConfirmDialog from '@academy/shared/ui/ConfirmDialog';
import SelectField from '@academy/shared/ui/forms/SelectField';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import { useT } from './i18n';

interface MoveStudentDialogProps {
  student: AdminUser;
  cohorts: CohortsQuery;
  move: (cohortId: number) => Promise<AdminUser>;
  onMoved: (student: AdminUser) => void;
  onCancel: () => void;
}

/** Accounts' "Move to another cohort": the cohort to move to, then a confirmation; the move is audited by the API. */
export default function MoveStudentDialog({ student, cohorts, move, onMoved, onCancel }: MoveStudentDialogProps) {
  const t = useT();
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
      setFailure(errorMessage(error, t('move.failed')));
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      title={t('move.question', { name: student.name })}
      message={
        student.cla_cohort_name ? t('move.message', { name: student.name, cohort: student.cla_cohort_name }) : t('move.messageNoCohort', { name: student.name })
      }
      confirmLabel={t('move.confirm')}
      busy={busy}
      busyText={t('move.moving')}
      confirmDisabled={cohortId === ''}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      <SelectField
        label={t('move.newCohort')}
        name="new_cohort"
        placeholder={t('cohort.select')}
        options={others.map((c) => ({ value: String(c.id), label: c.name }))}
        value={cohortId}
        onChange={(event) => setCohortId(event.target.value)}
        disabled={busy}
      />
      <FormAlert message={failure} />
    </ConfirmDialog>
  );
}
