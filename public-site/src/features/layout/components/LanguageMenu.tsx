import { Link, useLocation } from 'react-router-dom';
import { LOCALE_CODES, LOCALES, pathIn } from '@academy/contract/rules/locales';
import { useHydrating } from '@academy/shared/hooks/use-hydrating';
import { languageOfPath } from '../../../app/page-language';
import { useT } from '../../../i18n';
import './LanguageMenu.css';

/**
 * The same page in every language, each named in itself (docs/languages.md): a list of links, the
 * page's own language marked current. Its query (a reset link's token) goes along once hydrated:
 * the prerendered page was made without it.
 */
export default function LanguageMenu() {
  const t = useT();
  const { pathname, search } = useLocation();
  const query = useHydrating() ? '' : search;
  const { locale: current, path } = languageOfPath(pathname);
  return (
    <nav aria-label={t('site.languages')} className="ps-languages">
      <ul className="ps-languages__list">
        {LOCALE_CODES.map((locale) => (
          <li key={locale}>
            <Link
              to={`${pathIn(locale, path)}${query}`}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === current ? 'page' : undefined}
              className="ps-languages__link"
            >
              {LOCALES[locale].name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
