import { Link, useLocation } from 'react-router-dom';
import { LOCALE_CODES, LOCALES, pathIn, type Locale } from '@academy/contract/rules/locales';
import { useHydrating } from '@academy/shared/hooks/use-hydrating';
import { setLocale } from '@academy/shared/i18n/locale';
import { useLocale } from '@academy/shared/i18n/messages';
import { ACCOUNT_PATHS } from '@academy/shared/routing/account-routes';
import { languageOfPath } from '../../../app/page-language';
import { useT } from '../../../i18n';
import './LanguageMenu.css';

/** The certificate pages are the shell's, under this header, and have no address per language. */
function isCertificatePage(pathname: string): boolean {
  return pathname === ACCOUNT_PATHS.certificate || pathname.startsWith(`${ACCOUNT_PATHS.certificate}/`);
}

/**
 * The same page in every language, each named in itself (docs/languages.md): a list of links, the
 * page's own language marked current. Its query (a reset link's token) goes along once hydrated:
 * the prerendered page was made without it; so does what the page was opened with (the account form
 * opened to edit a profile, the login page's message). On a certificate page, whose address names no
 * language, each choice switches the page in place instead.
 */
export default function LanguageMenu() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('site.languages')} className="ps-languages">
      <ul className="ps-languages__list">
        {LOCALE_CODES.map((locale) => (
          <li key={locale}>{isCertificatePage(pathname) ? <PageLanguageButton locale={locale} /> : <AddressLink locale={locale} />}</li>
        ))}
      </ul>
    </nav>
  );
}

function AddressLink({ locale }: { locale: Locale }) {
  const { pathname, search, state } = useLocation();
  const query = useHydrating() ? '' : search;
  const { locale: current, path } = languageOfPath(pathname);
  return (
    <Link
      to={`${pathIn(locale, path)}${query}`}
      state={state}
      lang={locale}
      hrefLang={locale}
      aria-current={locale === current ? 'page' : undefined}
      className="ps-languages__link"
    >
      {LOCALES[locale].name}
    </Link>
  );
}

function PageLanguageButton({ locale }: { locale: Locale }) {
  const current = useLocale();
  return (
    <button
      type="button"
      lang={locale}
      aria-pressed={locale === current}
      className="ps-languages__link"
      onClick={() => void setLocale(locale).catch(() => undefined)}
    >
      {LOCALES[locale].name}
    </button>
  );
}
