import type { Cohort } from '@academy/shared/domain/types';
import type { AsyncData } from '@academy/shared/hooks/use-async-data';
import { cohortsHint, COHORTS_FETCH_FAILED } from '@academy/shared/hooks/use-cohorts';
import SelectField from '@academy/shared/ui/forms/SelectField';

interface CohortSelectProps {
  /** From `useCohorts()`: a failed load is the field's error. */
  cohorts: AsyncData<Cohort[]>;
  value: string;
  onChange: (cohortId: string) => void;
}

/** The "Cohort" drop-down a screen's choice of cohort starts from. */
export default function CohortSelect({ cohorts, value, onChange }: CohortSelectProps) {
  return (
    <SelectField
      label="Cohort"
      name="cohort"
      placeholder="Select a cohort"
      options={cohorts.status === 'ready' ? cohorts.data.map((c) => ({ value: String(c.id), label: c.name })) : []}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint={cohortsHint(cohorts)}
      error={cohorts.status === 'failed' ? COHORTS_FETCH_FAILED : null}
    />
  );
}
