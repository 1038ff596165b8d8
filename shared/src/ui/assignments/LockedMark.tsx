import { useT } from '@academy/shared/i18n/messages';
import LockIcon from '@academy/shared/ui/courses/LockIcon';
import '@academy/shared/styles/forms.css';
import '@academy/shared/styles/assignments.css';

/** The padlock of a locked assignment, heard as '(locked)'. */
export default function LockedMark() {
  const t = useT();
  return (
    <span className="academy-lock">
      <LockIcon />
      <span className="visually-hidden"> {t('courses.locked')}</span>
    </span>
  );
}
