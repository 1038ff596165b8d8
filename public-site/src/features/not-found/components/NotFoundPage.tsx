import { Link } from 'react-router-dom';
import { ACADEMY_NAME } from '../../../config/academy';
import { useNotFoundStatus } from '../../../app/page-status';
import PageMeta from '../../../app/PageMeta';
import { useT } from '../../../i18n';
import { useLocalPath } from '@academy/shared/i18n/local-path';

export default function NotFoundPage() {
  useNotFoundStatus();
  const t = useT();
  const localPath = useLocalPath();
  return (
    <div className="ps-page">
      <PageMeta title={`${t('site.notFound.title')} | ${ACADEMY_NAME}`} description={t('site.notFound.description')} />
      <h1 className="ps-page__title">{t('site.notFound.title')}</h1>
      <p className="ps-page__lead">{t('site.notFound.lead')}</p>
      <p>
        <Link to={localPath('/')}>{t('site.notFound.home')}</Link>
      </p>
    </div>
  );
}
