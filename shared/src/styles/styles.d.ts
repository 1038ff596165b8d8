// Style sheets are injected by webpack's style-loader (and mapped to nothing in unit tests).
declare module '*.css';
