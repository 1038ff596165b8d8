import { useEffect, useState } from 'react';

/**
 * What a list's Search or Filter found, said to a screen reader once its answer is in (the rows
 * change silently otherwise): nothing before the first search and while one loads, so that the
 * same count found again is said again; the list loaded again after a change to one of its rows
 * (deactivated, say) is not a search, and says nothing more.
 */
export default function FilterOutcome({ searches, loading, found }: { searches: number; loading: boolean; found: string }) {
  const [said, setSaid] = useState({ search: 0, text: '' });
  useEffect(() => {
    if (searches > said.search && !loading) setSaid({ search: searches, text: found });
  }, [searches, loading, found, said.search]);
  return (
    <p role="status" className="visually-hidden">
      {said.search === searches ? said.text : ''}
    </p>
  );
}
