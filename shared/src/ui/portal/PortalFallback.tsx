/** SPEC 2.1: what any portal path without a screen shows. */
export default function PortalFallback() {
  return (
    <section className="portal-fallback">
      <p>Welcome to Your Student Area - Select an option from the menu to get started.</p>
    </section>
  );
}
