/**
 * A public page's title and description. React places both in the document's head; the server
 * render reads them for the prerendered document (title, description, Open Graph tags).
 */
export default function PageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
    </>
  );
}
