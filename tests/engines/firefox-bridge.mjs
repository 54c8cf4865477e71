// Firefox for the engine smoke (tests/engines): Debian's firefox-esr driven over WebDriver BiDi by
// puppeteer-core, which downloads no browser. Python sends one JSON command a line on stdin,
// {"id", "op", "args"}, and reads {"id", "value"} or {"id", "error"} a line on stdout.
//   ops: goto(url) | eval(body): the value of a function body run in the page | click(selector): a real
//        mouse click at the element | size(width, height) | quit
// DOMINO_PUPPETEER is the folder npm installed the pinned puppeteer-core into (build.py does).
import { createRequire } from "node:module";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";

const entry = createRequire(join(process.env.DOMINO_PUPPETEER, "package.json")).resolve("puppeteer-core");
const puppeteer = (await import(pathToFileURL(entry).href)).default;
const browser = await puppeteer.launch({
  browser: "firefox",
  executablePath: process.env.FIREFOX || "/usr/lib/firefox-esr/firefox-esr",
  headless: true,
  // A private profile per run: no service worker or cache survives into the next one.
  extraPrefsFirefox: { "browser.shell.checkDefaultBrowser": false, "dom.serviceWorkers.testing.enabled": true },
});
const page = (await browser.pages())[0] || (await browser.newPage());

const ops = {
  goto: async (url) => { await page.goto(url, { waitUntil: "domcontentloaded", timeout: 0 }); return null; },
  eval: async (body) => page.evaluate(`(() => { ${body} })()`),
  click: async (selector) => { await page.click(selector); return null; },
  size: async (width, height) => { await page.setViewport({ width, height }); return null; },
  quit: async () => { await browser.close(); process.exit(0); },
};

const send = (message) => process.stdout.write(JSON.stringify(message) + "\n");
for await (const line of createInterface({ input: process.stdin })) {
  const { id, op, args } = JSON.parse(line);
  try {
    send({ id, value: (await ops[op](...(args || []))) ?? null });
  } catch (error) {
    send({ id, error: String((error && error.message) || error) });
  }
}
await browser.close();
