import type { ReactNode } from 'react';
import { useT } from './i18n';

interface ScrollTableProps {
  /** What the table holds: its caption (read by assistive technology unless `captionShown`) and its region's name. */
  label: string;
  captionShown?: boolean;
  /** The columns' headings. */
  columns: string[];
  /** The rows. */
  children: ReactNode;
}

/**
 * An administration table on any screen width: it scrolls sideways inside this region (reachable
 * with the keyboard) with its first column kept in view, so the page itself never does.
 */
export default function ScrollTable({ label, captionShown = false, columns, children }: ScrollTableProps) {
  const t = useT();
  return (
    <div className="fd-admin__scroll" tabIndex={0} role="region" aria-label={t('admin.scrolls', { label })}>
      <table className="table fd-admin__table">
        <caption className={captionShown ? undefined : 'visually-hidden'}>{label}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/**
 * A row's buttons, side by side where they fit. The cell stays a table cell (a flex cell would end
 * short of a tall row, its border across the middle of it): the buttons sit in a box inside it.
 */
export function ActionsCell({ children }: { children: ReactNode }) {
  return (
    <td className="fd-admin__actions-cell">
      <div className="fd-admin__actions">{children}</div>
    </td>
  );
}
