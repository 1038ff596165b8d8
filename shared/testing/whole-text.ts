/**
 * A text matcher for a paragraph whose whole text is `sentence`, where parts of it are elements of
 * their own (a code, a name): `screen.findByText(wholeText('No certificate has the code X.'))`.
 */
export const wholeText = (sentence: string) => (_: string, element: Element | null) => element?.tagName === 'P' && element.textContent === sentence;
