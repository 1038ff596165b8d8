const LINK = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'])/g;

/** Plain text as text, with its http(s) addresses as links; nothing else in it is interpreted. */
export default function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {text.split(LINK).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} target="_blank" rel="noopener noreferrer" dir="ltr">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}
