// The syntax of the build target (vite.config.ts BUILD_TARGET: class fields, static blocks, #x in o, ??=,
// ?.; Chrome 111 etc.). A browser that cannot parse this file skips it with a SyntaxError and never sets
// the flag; public/outdated-browser.js, loaded next, then shows its message. A file instead of a
// `new Function` probe: the Content-Security-Policy forbids eval.
window.hrySyntaxOk = (() => {
  class A {
    static #x = 1;
    static ready;
    static {
      this.ready = true;
    }
    static h(o) {
      return #x in o && o.ready;
    }
  }
  let a;
  a ??= A;
  return a?.h?.(a) === true;
})();
