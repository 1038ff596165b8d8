import { cohortsHint, COHORTS_FETCH_FAILED, type CohortsQuery } from '@academy/shared/hooks/use-cohorts';
import SelectField from '@academy/shared/ui/forms/SelectField';

interface CohortSelectProps {
  /** From `useCohorts()`: a failed load is the field's error. */
  cohorts: CohortsQuery;
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
      options={(cohorts.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint={cohortsHint(cohorts)}
      error={cohorts.status === 'error' ? COHORTS_FETCH_FAILED : null}
    />
  );
}
