// @ts-check
// Opened as a file (double-click): browsers refuse to run the game's module scripts from file://,
// so say what to do instead of showing "Setting up the table..." forever.
if (location.protocol === "file:") {
  const boot = /** @type {HTMLElement} */ (document.getElementById("boot"));
  boot.innerHTML = '<p class="file-notice"><b>This page can\'t start from a file.</b> Browsers don\'t ' +
    'run its scripts when it is opened with a double-click. Serve the folder instead (run ' +
    '<code>python build.py serve</code> and open <code>http://127.0.0.1:8000/</code>, or put it on ' +
    'any web host), or open <b>domino.html</b>, the one-file version that plays from a double-click ' +
    '(made by <code>python build.py single</code>).</p>';
  document.body.setAttribute("data-file", "1");
}
