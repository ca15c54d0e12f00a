// Outdated browsers (platform 1, issue 14). A classic script in ES3 syntax, so that every browser runs
// it: when the browser lacks ES modules or what the build targets (vite.config.ts BUILD_TARGET), the
// app's root is replaced by a message in the signed-out page's style and the app does not start
// (src/main.tsx renders only into #root). The texts come from i18n/sk/outdated-browser.json (app.outdated),
// which vite.config.ts puts into index.html as the data block #outdated-browser-texts. Loaded from a file
// (index.html) because the Content-Security-Policy allows no inline script.
(function () {
  var textsElement = document.getElementById('outdated-browser-texts');
  var texts = (window.JSON && textsElement && JSON.parse(textsElement.text)) || {};

  function canRunApp() {
    var scriptProto = window.HTMLScriptElement && window.HTMLScriptElement.prototype;
    if (!scriptProto || !('noModule' in scriptProto)) return false;
    if (!Object.hasOwn || !Array.prototype.at || !Promise.allSettled) return false;
    if (typeof globalThis === 'undefined') return false;
    // Syntax of the build target: public/outdated-browser-probe.js sets the flag when the browser parsed it.
    if (window.hrySyntaxOk !== true) return false;
    return true;
  }
  window.hryCanRunApp = canRunApp;
  if (canRunApp()) return;

  // ES3 on purpose (no trailing commas, no let, no arrows): keep every call on one line.
  var PAGE_CSS =
    'min-height:100vh;box-sizing:border-box;padding:16px;background:#f5f5f5;color:rgba(0,0,0,.87);';
  var FLEX_CSS = 'display:flex;flex-direction:column;align-items:center;justify-content:center;';
  var FONT_CSS = 'font-family:Roboto,Helvetica,Arial,sans-serif;';
  var CARD_CSS = 'display:block;max-width:600px;background:#fff;border-radius:4px;padding:16px 24px;';
  var SHADOW_CSS =
    'box-shadow:0 2px 1px -1px rgba(0,0,0,.2),0 1px 1px 0 rgba(0,0,0,.14),0 1px 3px 0 rgba(0,0,0,.12);';
  var SECONDARY_CSS = 'color:rgba(0,0,0,.6);';

  function el(tag, css, text) {
    var node = document.createElement(tag);
    node.style.cssText = css;
    if (text) node.appendChild(document.createTextNode(text));
    return node;
  }
  var page = el('div', PAGE_CSS + FLEX_CSS + FONT_CSS);
  page.setAttribute('data-testid', 'outdated-browser');
  var card = el('main', CARD_CSS + SHADOW_CSS);
  card.setAttribute('role', 'alert');
  card.appendChild(el('h1', 'font-size:1.5rem;font-weight:400;margin:0 0 12px;color:#1b5e20;', texts.title));
  card.appendChild(el('p', 'margin:0 0 8px;', texts.text));
  card.appendChild(el('p', 'margin:0 0 8px;font-weight:500;', texts.browsers));
  card.appendChild(el('p', 'margin:0;' + SECONDARY_CSS, texts.update));
  page.appendChild(card);

  var root = document.getElementById('root');
  root.parentNode.replaceChild(page, root);
})();
