import type { Ref } from 'react';
import { cohortsHint, type CohortsQuery } from '../hooks/use-cohorts';
import SelectField from '@academy/shared/ui/forms/SelectField';
import { useT } from '../i18n';

interface CohortSelectProps {
  /** From `useCohorts()`: a failed load is the field's error. */
  cohorts: CohortsQuery;
  value: string;
  onChange: (cohortId: string) => void;
  /** What the screen says of the choice (a form sent without one); a failed load comes first. */
  error?: string | null;
  ref?: Ref<HTMLSelectElement>;
}

/** The "Cohort" drop-down a screen's choice of cohort starts from. */
export default function CohortSelect({ cohorts, value, onChange, error = null, ref }: CohortSelectProps) {
  const t = useT();
  return (
    <SelectField
      ref={ref}
      label={t('profile.cohort')}
      name="cohort"
      placeholder={t('cohort.select')}
      options={(cohorts.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint={cohortsHint(cohorts, t)}
      error={cohorts.status === 'error' ? t('cohort.fetchFailed') : error}
    />
  );
}
