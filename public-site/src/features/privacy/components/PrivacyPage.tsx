import { Link } from 'react-router-dom';
import { ACADEMY_NAME, CONTACT_EMAIL } from '../../../config/academy';
import PageMeta from '../../../app/PageMeta';

/** What the academy keeps about people, why, for how long and whom to ask (docs/product-decisions.md, People's own data). */
export default function PrivacyPage() {
  return (
    <div className="ps-page">
      <PageMeta title={`Privacy | ${ACADEMY_NAME}`} description="What the academy stores about you, why, for how long, and how to download or delete it." />
      <h1 className="ps-page__title">Your data and privacy</h1>
      <p className="ps-page__lead">
        The academy keeps only what it needs to teach you and to stay in touch. You can download it all, and ask for it to be deleted.
      </p>
      <section aria-labelledby="privacy-what">
        <h2 id="privacy-what">What we store, and why</h2>
        <ul>
          <li>
            <strong>Your account</strong>: your name, e-mail address, phone number and birthday, your role and cohort. They let you sign in, let your
            facilitators know who you are and let us reach you.
          </li>
          <li>
            <strong>Your studies</strong>: the links to the work you submit, your marks and the feedback on them, your attendance at live classes and your
            certificate. They are your academic record.
          </li>
          <li>
            <strong>Notices</strong>: the messages the portal shows you and e-mails you (new classes, reminders, marked work), and which kinds you turned off.
          </li>
          <li>
            <strong>Signed-in sessions</strong>: when and from which kind of browser you signed in, so you can see them in your profile and sign any of them
            out.
          </li>
          <li>
            <strong>Messages to the academy</strong>: what you send through the contact form, with the name, e-mail address and WhatsApp number you give, to
            answer you.
          </li>
        </ul>
        <p>We do not sell or share your data, and the portal uses no advertising or tracking.</p>
      </section>
      <section aria-labelledby="privacy-how-long">
        <h2 id="privacy-how-long">For how long</h2>
        <p>
          Your account and record are kept while you study or teach with us, and afterwards as the academy&apos;s record of who completed which course. When you
          ask for your account to be deleted, your personal details (name, e-mail address, phone number, birthday, sessions and notices) are removed; your marks
          and attendance stay without your name, so the figures of your cohort still add up.
        </p>
      </section>
      <section aria-labelledby="privacy-your-choices">
        <h2 id="privacy-your-choices">Download or delete your data</h2>
        <p>
          Sign in and open your profile: <strong>Download my data</strong> gives you everything above in one file, and <strong>Delete my account</strong> sends
          a request that an administrator confirms.
        </p>
      </section>
      <section aria-labelledby="privacy-ask">
        <h2 id="privacy-ask">Whom to ask</h2>
        <p>
          Write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> or use the <Link to="/contact">contact form</Link> with any question about your data.
        </p>
      </section>
    </div>
  );
}
