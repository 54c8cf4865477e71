// @ts-check
// Opened as a file (double-click): browsers refuse to run the game's module scripts from file://,
// so say what to do instead of showing "Setting up the table..." forever. Said by
// static/boot-guard.js's say; a file's page fetches no catalogue, so this is English unless one is in.
if (location.protocol === "file:") {
  const say = window.dominoSay || String;
  const boot = /** @type {HTMLElement} */ (document.getElementById("boot"));
  const notice = document.createElement("p"), head = document.createElement("b");
  notice.className = "file-notice";
  head.textContent = say("This page can't start from a file.");
  /** @type {Record<string, string>} */
  const shown = { serve: "python build.py serve", address: "http://127.0.0.1:8000/", single: "domino.html",
                  make: "python build.py single" };
  // Each {name} of the sentence is a command or a name, shown as code (the file's name in bold).
  const parts = say("Browsers don't run its scripts when it is opened with a double-click. Serve the " +
    "folder instead (run {serve} and open {address}, or put it on any web host), or open {single}, the " +
    "one-file version that plays from a double-click (made by {make}).").split(/\{(\w+)\}/);
  notice.append(head, " ");
  parts.forEach(function (part, i) {
    if (i % 2 === 0 || !(part in shown)) return notice.append(i % 2 ? "{" + part + "}" : part);
    const code = document.createElement(part === "single" ? "b" : "code");
    code.textContent = shown[part];
    notice.append(code);
  });
  boot.replaceChildren(notice);
  document.body.setAttribute("data-file", "1");
}
