import '@academy/shared/styles/states.css';

/** What is coming, so the placeholder has its shape: a grid of cards, rows of a list or table, stat tiles, a detail page. */
export type PlaceholderShape = 'cards' | 'list' | 'table' | 'stats' | 'detail';

const BLOCKS: Record<PlaceholderShape, number> = { cards: 3, list: 4, table: 5, stats: 4, detail: 4 };

export interface LoadingPlaceholderProps {
  /** What screen readers hear, e.g. "Loading courses...". */
  label: string;
  shape: PlaceholderShape;
}

/** A loading state shaped like the content that is coming (.skeleton blocks), announced by its label. */
export default function LoadingPlaceholder({ label, shape }: LoadingPlaceholderProps) {
  return (
    <div role="status" className={`loading-placeholder loading-placeholder--${shape}`}>
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: BLOCKS[shape] }, (_, index) => (
        <span key={index} className="skeleton loading-placeholder__block" aria-hidden="true" />
      ))}
    </div>
  );
}
