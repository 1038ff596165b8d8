import { LOCALES, type Locale } from '@academy/contract/rules/locales';
import { setLocale } from '@academy/shared/i18n/locale';
import { deskTranslate, fieldName, type CheckedField } from './i18n';

/** Each field a check names, and the label its form shows: a message under a field names it as the field reads. */
const LABEL_OF: Partial<Record<CheckedField, Parameters<typeof deskTranslate>[0]>> = {
  dueDate: 'assignmentForm.dueDate',
  dueTime: 'assignmentForm.dueTime',
  passMark: 'courseForm.passMark',
  assignmentsWeight: 'courseForm.assignmentsWeight',
  className: 'liveClassForm.name',
  date: 'liveClassForm.date',
  time: 'liveClassForm.time',
  duration: 'liveClassForm.duration',
  zoomLink: 'liveClassForm.zoomLink',
  course: 'liveClassForm.course',
  startDate: 'courseForm.startDate',
  endDate: 'courseForm.endDate',
  category: 'courseForm.category',
};

afterAll(() => setLocale('en'));

test.each(Object.keys(LOCALES) as Locale[])('in %s, a check names each field as its label reads (a unit such as "(%)" aside)', async (locale) => {
  await setLocale(locale);
  for (const [field, label] of Object.entries(LABEL_OF) as [CheckedField, Parameters<typeof deskTranslate>[0]][]) {
    expect(fieldName(field).toLowerCase()).toBe(
      deskTranslate(label)
        .replace(/\s*\(%\)$/, '')
        .toLowerCase(),
    );
  }
});
