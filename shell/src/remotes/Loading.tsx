import { useContext } from 'react';
import LoadingPlaceholder from '@academy/shared/ui/states/LoadingPlaceholder';
import { AreaWordsContext } from './area-words';

/** Shown while a remote's code arrives. */
export default function Loading() {
  return <LoadingPlaceholder label={useContext(AreaWordsContext).loading} shape="detail" />;
}
