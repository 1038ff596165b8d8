import { busyPress } from '@academy/shared/forms/busy-press';
import { useT } from './i18n';

interface ContentItemActionsProps {
  /** Names the item for screen readers: "Edit <label>". */
  label: string;
  index: number;
  count: number;
  editing: boolean;
  onEdit: () => void;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
}

/** Edit, Move up, Move down and Delete for one item of an ordered list of public content (buttons, so keyboards reach them). */
export default function ContentItemActions({ label, index, count, editing, onEdit, onMove, onDelete }: ContentItemActionsProps) {
  const t = useT();
  const named = <span className="visually-hidden"> {label}</span>;
  return (
    <div className="fd-admin__actions">
      <button type="button" className="btn btn--secondary" aria-expanded={editing} onClick={onEdit}>
        {t('action.edit')}
        {named}
      </button>
      {/* at an end it refuses the press but keeps the focus: an item moved to the top keeps the keyboard on it */}
      <button type="button" className="btn btn--secondary" {...busyPress(index === 0, () => onMove(-1))}>
        {t('content.moveUp')}
        {named}
      </button>
      <button type="button" className="btn btn--secondary" {...busyPress(index === count - 1, () => onMove(1))}>
        {t('content.moveDown')}
        {named}
      </button>
      <button type="button" className="btn btn--secondary" onClick={onDelete}>
        {t('action.delete')}
        {named}
      </button>
    </div>
  );
}
