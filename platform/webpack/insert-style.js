/* global document -- bundled into each area's browser build by style-loader */
/**
 * Where style-loader puts each stylesheet a module imports: in order at the end of the head, or,
 * on a prerendered page, just before the page's server CSS (platform/server/document.ts). That CSS holds
 * every public rule in build order; staying last, it keeps the cascade as the first paint had it
 * while the same rules arrive one module at a time (no layout shift during hydration). The public
 * site removes it once the page is live (public-site/src/app/routes.tsx).
 */
function insertStyle(element) {
  var prerendered = document.getElementById('prerendered-css');
  if (prerendered) prerendered.parentNode.insertBefore(element, prerendered);
  else document.head.appendChild(element);
}

export default insertStyle;
