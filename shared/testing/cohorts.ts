/** `Cohort` fixtures for the front ends' unit tests: `import { twoCohorts } from '@academy/shared/testing/cohorts'`. */
import type { Cohort } from '@academy/shared/domain/types';

/** Cohort 1 and Cohort 2, as the cohort drop-downs list them. */
export function twoCohorts(): Cohort[] {
  return [
    { id: 1, name: 'Cohort 1' },
    { id: 2, name: 'Cohort 2' },
  ];
}
