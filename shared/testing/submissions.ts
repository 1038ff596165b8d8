/**
 * `Submission` fixtures for the front ends' unit tests: `import { unmarkedSubmission } from '@academy/shared/testing/submissions'`.
 */
import type { Submission } from '@academy/shared/domain/types';

/** Ada Student's unmarked work on the "Leadership essay" (assignment 9); `overrides` replace any field. */
export function unmarkedSubmission(overrides: Partial<Submission> = {}): Submission {
  return {
    id: 1,
    assignment_id: 9,
    assignment_name: 'Leadership essay',
    student_name: 'Ada Student',
    student_email: 'ada@example.org',
    download_link: 'https://docs.google.com/document/d/abc',
    status: 'unmarked',
    score: null,
    feedback: null,
    late: false,
    submitted_at: '2026-11-20T09:00:00.000Z',
    link_updated_at: null,
    marked_at: null,
    ...overrides,
  };
}
