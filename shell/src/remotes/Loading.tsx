/** Shown while a remote's code arrives. */
export default function Loading() {
  return (
    <div role="status" aria-live="polite" className="remote-loading">
      Loading...
    </div>
  );
}
