import LoadingPlaceholder from '@academy/shared/ui/states/LoadingPlaceholder';

/** Shown while a remote's code arrives. */
export default function Loading() {
  return <LoadingPlaceholder label="Loading..." shape="detail" />;
}
