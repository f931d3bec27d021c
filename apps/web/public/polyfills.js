/*
 * The site's polyfills (SPEC §7 "a polyfill script is loaded from the host"). Loaded only by
 * browsers that lack a feature the bundle uses (src/app/polyfill.ts decides); a modern browser
 * never fetches it. Plain ES2015 (every browser able to run the module bundle runs it); each one only fills a gap.
 */
(function () {
  'use strict';
  function define(target, name, value) {
    if (target && typeof target[name] !== 'function') {
      Object.defineProperty(target, name, { value: value, writable: true, configurable: true, enumerable: false });
    }
  }
  function toIndex(length, index) {
    const n = Math.trunc(Number(index)) || 0;
    return n < 0 ? length + n : n;
  }
  define(Object, 'hasOwn', function hasOwn(object, key) {
    if (object == null) throw new TypeError('Cannot convert undefined or null to object');
    return Object.prototype.hasOwnProperty.call(Object(object), key);
  });
  function at(index) {
    const length = this.length >>> 0;
    const i = toIndex(length, index);
    return i < 0 || i >= length ? undefined : this[i];
  }
  define(Array.prototype, 'at', at);
  define(String.prototype, 'at', function (index) {
    return at.call(String(this), index);
  });
  define(Array.prototype, 'findLastIndex', function findLastIndex(predicate, thisArg) {
    for (let i = (this.length >>> 0) - 1; i >= 0; i -= 1) if (predicate.call(thisArg, this[i], i, this)) return i;
    return -1;
  });
  define(Array.prototype, 'findLast', function findLast(predicate, thisArg) {
    const i = this.findLastIndex(predicate, thisArg);
    return i < 0 ? undefined : this[i];
  });
  define(String.prototype, 'replaceAll', function replaceAll(search, replacement) {
    if (search instanceof RegExp) {
      if (!search.global) throw new TypeError('replaceAll must be called with a global RegExp');
      return String(this).replace(search, replacement);
    }
    return String(this).split(String(search)).join(String(replacement));
  });
  if (typeof window !== 'undefined') {
    define(window, 'requestIdleCallback', function requestIdleCallback(run) {
      const start = Date.now();
      return setTimeout(function () {
        run({ didTimeout: false, timeRemaining: function () { return Math.max(0, 50 - (Date.now() - start)); } });
      }, 1);
    });
    define(window, 'cancelIdleCallback', function cancelIdleCallback(id) {
      clearTimeout(id);
    });
  }
  const c = typeof crypto !== 'undefined' ? crypto : null;
  if (c && typeof c.getRandomValues === 'function') {
    // Pages served over plain http lack randomUUID (secure contexts only); a v4 uuid from the same source.
    define(c, 'randomUUID', function randomUUID() {
      const b = c.getRandomValues(new Uint8Array(16));
      b[6] = (b[6] & 0x0f) | 0x40;
      b[8] = (b[8] & 0x3f) | 0x80;
      const h = [];
      for (let i = 0; i < 16; i += 1) h.push((b[i] + 0x100).toString(16).slice(1));
      return h.slice(0, 4).join('') + '-' + h.slice(4, 6).join('') + '-' + h.slice(6, 8).join('') + '-' + h.slice(8, 10).join('') + '-' + h.slice(10).join('');
    });
  }
})();
