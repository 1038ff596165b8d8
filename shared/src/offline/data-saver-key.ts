/** Where this browser keeps its data saver choice (local storage): kept across sign-outs. */
export const DATA_SAVER_KEY = 'academy-data-saver';
