// What the page's scripts share through `window`, and what Python (py/main.py, py/table/browser)
// reads of it.

interface Window {
  /** The start-up card (static/boot-guard.js): why the game did not start, and the cause when known. */
  dominoRecover(reason?: unknown, said?: string): void;
  /** What was done on the menu before Python was up (static/early-menu.js; py/table/browser/early.py). */
  dominoEarly: { changed: boolean; press: string | null };
  /** The player's language's compiled catalogue, once fetched (static/language.js; py/table/browser/words.py). */
  dominoWords: { code: string; bytes: Uint8Array | null; said: Map<string, string>; failed: boolean; ready: boolean;
                 then: (() => void) | null };
  /** A message of the page's scripts in the player's language, its {names} filled (static/boot-guard.js). */
  dominoSay(message: string, values?: Record<string, string>): string;
  /** Say the page's words in a language and fetch its catalogue (static/language.js; py/table/browser/page.py). */
  dominoSpeak(code: string): void;
  /** Where PyScript's IndexedDB lives this visit (static/runtime-guard.js). */
  dominoStorage: { indexedDB: "browser" | "memory" };
}
