import { Link } from 'react-router-dom';
import { ACADEMY_NAME, EXTERNAL_LINKS, FREE_FIRST_YEAR_STATEMENT, MISSION_STATEMENT, VISION_STATEMENT } from '../../../config/academy';
import SocialIcon, { type SocialIconName } from './SocialIcon';
import './Footer.css';

const IN_APP_LINKS = [
  { to: '/about', label: 'About' },
  // docs/requirements.md §2.2: the footer spells this route /facaulty; the route table serves it too
  { to: '/facaulty', label: 'Faculties' },
  { to: '/faq', label: 'Help | FAQs' },
  { to: '/contact', label: 'Contact' },
  { to: '/privacy', label: 'Privacy' },
] as const;

const ICON_LINKS: { icon: SocialIconName; label: string; href: string }[] = [
  { icon: 'linkedIn', label: 'LinkedIn', href: EXTERNAL_LINKS.linkedIn },
  { icon: 'youTube', label: 'YouTube', href: EXTERNAL_LINKS.youTube },
  { icon: 'website', label: 'Website', href: EXTERNAL_LINKS.website },
  { icon: 'email', label: 'Email', href: EXTERNAL_LINKS.email },
];

export default function Footer() {
  return (
    <footer className="ps-footer">
      <div className="ps-footer__grid">
        <section className="ps-footer__section" aria-labelledby="ps-footer-about">
          <h2 id="ps-footer-about" className="ps-footer__heading">
            About
          </h2>
          <p>{ACADEMY_NAME} trains Christian leaders online, wherever they live and serve, through live classes, readings and team projects.</p>
          <p className="ps-footer__highlight">{FREE_FIRST_YEAR_STATEMENT}</p>
        </section>
        <section className="ps-footer__section" aria-labelledby="ps-footer-vision">
          <h2 id="ps-footer-vision" className="ps-footer__heading">
            Vision
          </h2>
          <p>{VISION_STATEMENT}</p>
          <h2 className="ps-footer__heading">Mission</h2>
          <p>{MISSION_STATEMENT}</p>
        </section>
        <nav className="ps-footer__section" aria-labelledby="ps-footer-links">
          <h2 id="ps-footer-links" className="ps-footer__heading">
            Quick links
          </h2>
          <ul className="ps-footer__links">
            {IN_APP_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="ps-footer__section" aria-labelledby="ps-footer-connect">
          <h2 id="ps-footer-connect" className="ps-footer__heading">
            Connect
          </h2>
          <ul className="ps-footer__icons">
            {ICON_LINKS.map(({ icon, label, href }) => (
              <li key={icon}>
                <a href={href} aria-label={label} title={label} className="ps-footer__icon-link">
                  <SocialIcon name={icon} />
                </a>
              </li>
            ))}
          </ul>
          <p>
            Found a problem with this website? <a href={EXTERNAL_LINKS.developerChat}>Chat with the developer</a>
          </p>
        </section>
      </div>
      <p className="ps-footer__copyright">© 2025 {ACADEMY_NAME}. All rights reserved.</p>
    </footer>
  );
}
