import { Link } from 'react-router-dom';
import { ACADEMY_NAME, EXTERNAL_LINKS } from '../../../config/academy';
import { useT } from '../../../i18n';
import { useLocalPath } from '@academy/shared/i18n/local-path';
import { ACCOUNT_PATHS } from '@academy/shared/routing/account-routes';
import SocialIcon, { type SocialIconName } from './SocialIcon';
import './Footer.css';

const IN_APP_LINKS = [
  { to: '/about', label: 'site.nav.about' },
  // docs/requirements.md §2.2: the footer spells this route /facaulty; the route table serves it too
  { to: '/facaulty', label: 'site.footer.faculties' },
  { to: '/faq', label: 'site.footer.help' },
  { to: '/contact', label: 'site.nav.contact' },
  { to: '/privacy', label: 'site.footer.privacy' },
] as const;

// the brands' names are theirs in every language
const ICON_LINKS = [
  { icon: 'linkedIn', brand: 'LinkedIn', href: EXTERNAL_LINKS.linkedIn },
  { icon: 'youTube', brand: 'YouTube', href: EXTERNAL_LINKS.youTube },
  { icon: 'website', label: 'site.footer.website', href: EXTERNAL_LINKS.website },
  { icon: 'email', label: 'site.footer.email', href: EXTERNAL_LINKS.email },
] as const satisfies readonly ({ icon: SocialIconName; href: string } & ({ brand: string } | { label: string }))[];

export default function Footer() {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <footer className="ps-footer">
      <div className="ps-footer__grid">
        <section className="ps-footer__section" aria-labelledby="ps-footer-about">
          <h2 id="ps-footer-about" className="ps-footer__heading">
            {t('site.nav.about')}
          </h2>
          <p>{t('site.footer.about', { academy: ACADEMY_NAME })}</p>
          <p className="ps-footer__highlight">{t('site.statement.freeFirstYear')}</p>
        </section>
        <section className="ps-footer__section" aria-labelledby="ps-footer-vision">
          <h2 id="ps-footer-vision" className="ps-footer__heading">
            {t('site.footer.vision')}
          </h2>
          <p>{t('site.statement.vision')}</p>
          <h2 className="ps-footer__heading">{t('site.footer.mission')}</h2>
          <p>{t('site.statement.mission')}</p>
        </section>
        <nav className="ps-footer__section" aria-labelledby="ps-footer-links">
          <h2 id="ps-footer-links" className="ps-footer__heading">
            {t('site.footer.links')}
          </h2>
          <ul className="ps-footer__links">
            {IN_APP_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={localPath(to)}>{t(label)}</Link>
              </li>
            ))}
            {/* someone shown a certificate checks it here; the check reads in the visitor's language at one address */}
            <li>
              <Link to={ACCOUNT_PATHS.certificateCheck}>{t('site.footer.verifyCertificate')}</Link>
            </li>
          </ul>
        </nav>
        <section className="ps-footer__section" aria-labelledby="ps-footer-connect">
          <h2 id="ps-footer-connect" className="ps-footer__heading">
            {t('site.footer.connect')}
          </h2>
          <ul className="ps-footer__icons">
            {ICON_LINKS.map((link) => {
              const name = 'brand' in link ? link.brand : t(link.label);
              return (
                <li key={link.icon}>
                  <a href={link.href} aria-label={name} title={name} className="ps-footer__icon-link">
                    <SocialIcon name={link.icon} />
                  </a>
                </li>
              );
            })}
          </ul>
          <p>{t('site.footer.problem', { chat: <a href={EXTERNAL_LINKS.developerChat}>{t('site.footer.chat')}</a> })}</p>
        </section>
      </div>
      <p className="ps-footer__copyright">{t('site.footer.copyright', { academy: ACADEMY_NAME })}</p>
    </footer>
  );
}
