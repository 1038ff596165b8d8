import { ACADEMY_NAME } from '../../../config/academy';
import ContactForm from './ContactForm';
import PageMeta from '../../../app/PageMeta';

export default function ContactPage() {
  return (
    <div className="ps-page">
      <PageMeta title={`Contact | ${ACADEMY_NAME}`} description="Write to the academy: questions about programs, applications and classes." />
      <h1 className="ps-page__title">Contact us</h1>
      <p className="ps-page__lead">Questions about the program, applying or the portal? Write to us and we will answer by email or WhatsApp.</p>
      <ContactForm />
    </div>
  );
}
