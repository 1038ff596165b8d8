import LockIcon from '@academy/shared/ui/courses/LockIcon';
import '@academy/shared/styles/forms.css';
import '@academy/shared/styles/assignments.css';

/** The padlock of a locked assignment, heard as '(locked)'. */
export default function LockedMark() {
  return (
    <span className="academy-lock">
      <LockIcon />
      <span className="visually-hidden"> (locked)</span>
    </span>
  );
}
