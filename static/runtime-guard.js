// @ts-check
// Runs before any module: what the runtime finds when it starts. After static/boot-guard.js, so
// that the start-up card tells when this file did not load.
(function () {
  // The stack-switching WebAssembly API (JSPI) hidden, so Pyodide takes the same path in every
  // engine (WebKit has none): nothing here needs it, and Chromium's renderer has crashed under
  // it while booting. The memory snapshot is made the same way (.ci/build/snapshot-maker.html).
  if (window.WebAssembly) {
    ["Suspending", "Suspender", "promising"].forEach(function (name) {
      try { delete /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (WebAssembly))[name]; } catch (error) { /* not configurable: left as it is */ }
    });
  }

  // PyScript's runtime opens a BroadcastChannel at start, and a browser without one (or one that
  // refuses it) would stop the start: a channel that reaches no other tab instead, so each tab
  // plays as if it were the only one open (py/table/browser/tabs.py).
  var Channel = window.BroadcastChannel;
  var channelWorks = false;
  try { new Channel("domino.probe").close(); channelWorks = true; } catch (error) { /* missing or refused */ }
  if (!channelWorks) {
    /**
     * @this {{name: string, onmessage: null, onmessageerror: null}}
     * @param {string} name
     */
    var Quiet = function (name) {
      this.name = String(name);
      this.onmessage = null;
      this.onmessageerror = null;
    };
    Quiet.prototype.postMessage = function () {};
    Quiet.prototype.close = function () {};
    Quiet.prototype.addEventListener = function () {};
    Quiet.prototype.removeEventListener = function () {};
    window.BroadcastChannel = /** @type {typeof BroadcastChannel} */ (/** @type {unknown} */ (Quiet));
  }

  // PyScript opens an IndexedDB cache at every start. Where the browser refuses IndexedDB (a
  // portal's frame on another site, "sites can't save data") or does not have it, that would
  // stop the start; the game keeps nothing there, so a refused database is one in memory instead.
  /**
   * What PyScript's cache uses of IndexedDB's requests, transactions and databases.
   * @typedef {((this: Request, event: {type: string, target: object | null}) => void) | null} Handler
   * @typedef {{result: unknown, error: null, source: object | null, transaction: object | null,
   *   readyState: string, onsuccess: Handler, onerror: Handler, onupgradeneeded: Handler, onblocked: Handler}} Request
   * @typedef {{oncomplete: ((event: {type: string, target: object | null}) => void) | null}} Transaction
   * @typedef {Map<string, unknown>} Rows
   */
  /** @type {Record<string, object>} */
  var memory = {};  // name -> a database for this visit
  /** @param {() => void} run */
  var later = function (run) { setTimeout(run, 0); };
  /**
   * @param {object | null} owner
   * @returns {Request}
   */
  function request(owner) {
    return { result: undefined, error: null, source: owner || null, transaction: null, readyState: "pending",
             onsuccess: null, onerror: null, onupgradeneeded: null, onblocked: null };
  }
  /**
   * @param {Request} req
   * @param {unknown} result
   */
  function succeed(req, result) {
    later(function () {
      req.result = result;
      req.readyState = "done";
      if (req.onsuccess) req.onsuccess.call(req, { type: "success", target: req });
    });
    return req;
  }
  /** @param {Rows} rows */
  function objectStore(rows) {
    return {
      /** @this {object} */
      count: function () { return succeed(request(this), rows.size); },
      /** @this {object} */
      clear: function () { rows.clear(); return succeed(request(this), undefined); },
      /** @this {object} @param {IDBValidKey} key */
      delete: function (key) { rows.delete(String(key)); return succeed(request(this), undefined); },
      /** @this {object} @param {IDBValidKey} key */
      get: function (key) { return succeed(request(this), rows.get(String(key))); },
      /** @this {object} @param {IDBValidKey} key */
      getKey: function (key) { return succeed(request(this), rows.has(String(key)) ? key : undefined); },
      /** @this {object} */
      getAll: function () { return succeed(request(this), Array.from(rows.values())); },
      /** @this {object} */
      getAllKeys: function () { return succeed(request(this), Array.from(rows.keys())); },
      /** @this {object} @param {unknown} value @param {IDBValidKey} key */
      put: function (value, key) { rows.set(String(key), value); return succeed(request(this), key); },
    };
  }
  /** @param {string} name */
  function database(name) {
    /** @type {Record<string, Rows>} */
    var stores = {};
    var db = {
      name: name, version: 1, objectStoreNames: /** @type {string[]} */ ([]), onabort: null, onclose: null,
      onerror: null, onversionchange: null,
      /** @param {string} store */
      createObjectStore: function (store) {
        stores[store] = stores[store] || new Map();
        if (db.objectStoreNames.indexOf(store) < 0) db.objectStoreNames.push(store);
        return objectStore(stores[store]);
      },
      transaction: function () {
        var tx = { db: db, error: null, oncomplete: /** @type {Transaction["oncomplete"]} */ (null), onerror: null, onabort: null,
                   /** @param {string} store */
                   objectStore: function (store) { return objectStore(stores[store]); },
                   commit: function () {}, abort: function () {} };
        // Completes after the requests made in it have answered (each answers in a task of its own).
        later(function () { later(function () { if (tx.oncomplete) tx.oncomplete({ type: "complete", target: tx }); }); });
        return tx;
      },
      close: function () {},
    };
    return db;
  }
  /**
   * @param {string} name
   * @param {Request} req
   */
  function openInMemory(name, req) {
    var fresh = !memory[name];
    var db = memory[name] || (memory[name] = database(name));
    window.dominoStorage.indexedDB = "memory";
    later(function () {
      req.result = db;
      if (fresh) {
        /** @type {Transaction} */
        var tx = { oncomplete: null };
        req.transaction = tx;
        if (req.onupgradeneeded) req.onupgradeneeded.call(req, { type: "upgradeneeded", target: req, oldVersion: 0, newVersion: 1 });
        req.transaction = null;
        if (tx.oncomplete) tx.oncomplete({ type: "complete", target: tx });
      }
      succeed(req, db);
    });
  }

  window.dominoStorage = { indexedDB: "browser" };
  /** @type {IDBFactory | null} */
  var real = null;
  try { real = window.indexedDB || null; } catch (error) { real = null; }
  var guarded = {
    /**
     * @param {string} name
     * @param {number} [version]
     */
    open: function (name, version) {
      var req = request(null), settled = false;
      var fallback = function () {
        if (settled) return;
        settled = true;
        openInMemory(String(name), req);
      };
      /** @type {IDBOpenDBRequest} */
      var inner;
      try {
        var factory = /** @type {IDBFactory} */ (real);  // none: thrown here, and handled
        inner = version === undefined ? factory.open(name) : factory.open(name, version);
      } catch (error) {
        later(fallback);
        return req;
      }
      inner.onupgradeneeded = function (event) {
        req.result = inner.result;
        req.transaction = inner.transaction;
        if (req.onupgradeneeded) req.onupgradeneeded.call(req, event);
      };
      inner.onsuccess = function (event) {
        if (settled) { inner.result.close(); return; }
        settled = true;
        req.result = inner.result;
        req.readyState = "done";
        if (req.onsuccess) req.onsuccess.call(req, event);
      };
      inner.onerror = function (event) {
        event.preventDefault();
        fallback();
      };
      inner.onblocked = function (event) { if (req.onblocked) req.onblocked.call(req, event); };
      setTimeout(fallback, 8000);  // neither answer: a browser that never opens it
      return req;
    },
    /** @param {string} name */
    deleteDatabase: function (name) {
      delete memory[name];
      try { return /** @type {IDBFactory} */ (real).deleteDatabase(name); } catch (error) { return succeed(request(null), undefined); }
    },
    /**
     * @param {any} a
     * @param {any} b
     */
    cmp: function (a, b) { return real ? real.cmp(a, b) : (a < b ? -1 : a > b ? 1 : 0); },
  };
  try {
    Object.defineProperty(window, "indexedDB", { value: guarded, configurable: true, writable: true });
  } catch (error) { /* left as it is */ }
})();
