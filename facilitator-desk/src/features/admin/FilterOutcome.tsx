/**
 * What a list's Search or Filter found, said to a screen reader once its answer is in (the rows
 * change silently otherwise): nothing before the first search, and nothing while one loads, so
 * that the same count found again is said again.
 */
export default function FilterOutcome({ filtered, loading, found }: { filtered: boolean; loading: boolean; found: string }) {
  return (
    <p role="status" className="visually-hidden">
      {filtered && !loading ? found : ''}
    </p>
  );
}
