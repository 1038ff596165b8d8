import type { AuditEntry } from '@academy/shared/domain/types';
import { setLocale, translate } from '@academy/shared/i18n/locale';
import { auditSentence } from './audit-sentences';
// registers the administration's catalog, whose English the sentences are
import './i18n';

const entry = (changes: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-23T09:00:00.000Z',
  actor_id: 2,
  actor_name: 'Grace Adeyemi',
  action: 'submission.mark',
  subject_type: 'submission',
  subject_id: 9,
  subject_name: "David Kamau's mark on 'Personal testimony essay'",
  old_values: { score: 64 },
  new_values: { score: 70 },
  ...changes,
});

test.each([
  [entry({}), "Grace Adeyemi changed David Kamau's mark on 'Personal testimony essay' from 64 to 70."],
  [entry({ old_values: { score: null } }), "Grace Adeyemi marked David Kamau's mark on 'Personal testimony essay': 70."],
  [
    entry({ action: 'attendance.record', subject_name: "David Kamau's attendance of 'Prayer'", old_values: null, new_values: { status: 'late' } }),
    "Grace Adeyemi recorded David Kamau's attendance of 'Prayer' as late.",
  ],
  [entry({ action: 'user.deactivate', subject_name: 'David Kamau', actor_name: null }), 'Someone no longer on record deactivated the account of David Kamau.'],
  [entry({ action: 'cohort.close', subject_name: 'Cohort 2' }), 'Grace Adeyemi closed the cohort Cohort 2.'],
  [
    entry({ action: 'passkey.add', subject_type: 'passkey', old_values: null, new_values: { name: 'My phone' } }),
    'Grace Adeyemi added the passkey “My phone”.',
  ],
  // an erased member's passkey name is not shown: the sentence names none
  [
    entry({ action: 'passkey.add', subject_type: 'passkey', actor_name: 'Former member 48', old_values: null, new_values: null }),
    'Former member 48 added a passkey.',
  ],
  [
    entry({
      action: 'attendance.correct',
      subject_name: "David Kamau's attendance of 'Prayer'",
      old_values: { status: 'absent' },
      new_values: { status: 'late' },
    }),
    "Grace Adeyemi changed David Kamau's attendance of 'Prayer' from absent to late.",
  ],
  [
    entry({ action: 'sign_in.failed', subject_type: 'user', subject_name: 'David Kamau', actor_name: null, old_values: null, new_values: { failures: 10 } }),
    'The academy saw failed sign-ins to the account of David Kamau.',
  ],
  [entry({ action: 'session.sign_out', subject_type: 'session', subject_name: "Grace Adeyemi's session" }), 'Grace Adeyemi signed out.'],
  // a change to one's own account names its author once
  [
    entry({ action: 'user.deletion_request', subject_type: 'user', subject_id: 2, subject_name: 'Grace Adeyemi', old_values: null, new_values: null }),
    'Grace Adeyemi asked for their own account to be deleted.',
  ],
  [
    entry({ action: 'user.password_change', subject_type: 'user', subject_id: 7, subject_name: 'David Kamau', old_values: null, new_values: null }),
    'Grace Adeyemi changed the password of David Kamau.',
  ],
  [
    entry({ action: 'sign_in.provider', subject_type: 'user', subject_name: 'Ruth Nwosu', actor_name: null, old_values: null, new_values: { provider: '1' } }),
    'Ruth Nwosu signed in through an identity provider.',
  ],
  [
    entry({ action: 'sign_in.provider_refused', subject_type: 'user', subject_name: 'Ruth Nwosu', actor_name: null, old_values: null, new_values: {} }),
    'The academy refused a sign-in to the account of Ruth Nwosu through an identity provider.',
  ],
  [
    entry({ action: 'course.transfer', subject_type: 'course', subject_name: 'Believer Class' }),
    'Grace Adeyemi handed the course Believer Class to another facilitator.',
  ],
  [entry({ action: 'announcement.create', subject_type: 'announcement', subject_name: 'Welcome' }), "Grace Adeyemi posted the announcement 'Welcome'."],
  [
    entry({
      action: 'faq_item.version',
      subject_type: 'faq_item',
      subject_name: 'Can I study on my phone?',
      old_values: null,
      new_values: { locale: 'pt', question: 'Posso estudar no celular?' },
    }),
    "Grace Adeyemi saved the Portuguese version of 'Can I study on my phone?'.",
  ],
  [
    entry({
      action: 'faculty_member.version_delete',
      subject_type: 'faculty_member',
      subject_name: 'Grace Mwangi',
      old_values: { locale: 'ar' },
      new_values: null,
    }),
    "Grace Adeyemi removed the Arabic version of 'Grace Mwangi'.",
  ],
])('%#: an entry reads as a sentence without raw values', (value, sentence) => {
  expect(auditSentence(value, translate)).toBe(sentence);
});

test("a mark's and an attendance's record are said from their parts, in English as the API says it, and in French", async () => {
  const parts = { subject_person: 'David Kamau', subject_item: 'Personal testimony essay' };
  expect(auditSentence(entry(parts), translate)).toBe(auditSentence(entry({}), translate));
  await setLocale('fr');
  try {
    const attendance = entry({
      action: 'attendance.correct',
      subject_type: 'attendance',
      subject_name: "Peter Banda's attendance of 'Pastoral care basics'",
      subject_person: 'Peter Banda',
      subject_item: 'Pastoral care basics',
      old_values: { status: 'absent' },
      new_values: { status: 'excused' },
    });
    expect(auditSentence(attendance, translate)).toBe(
      'Grace Adeyemi a modifié la présence de Peter Banda au cours «\u00a0Pastoral care basics\u00a0» de absent à excusé.',
    );
    const mark = entry({ subject_person: 'Esther Mensah', subject_item: 'Gifts inventory reflection', old_values: { score: null }, new_values: { score: 88 } });
    expect(auditSentence(mark, translate)).toBe('Grace Adeyemi a noté le travail «\u00a0Gifts inventory reflection\u00a0» de Esther Mensah\u00a0: 88.');
  } finally {
    await setLocale('en');
  }
});

test('in Arabic, the names and titles a sentence quotes are isolated, so a mark stays outside the quotation marks of a title in English', async () => {
  await setLocale('ar');
  try {
    const mark = entry({ subject_person: 'Esther Mensah', subject_item: 'Service project plan', old_values: { score: null }, new_values: { score: 88 } });
    expect(auditSentence(mark, translate)).toBe(
      'صحّح \u2068Grace Adeyemi\u2069 \u2068درجة \u2068Esther Mensah\u2069 في «\u2068Service project plan\u2069»\u2069: \u206888\u2069.',
    );
  } finally {
    await setLocale('en');
  }
});
