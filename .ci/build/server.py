"""The static server of dist/ with the MIME types a host must send (Pyodide needs application/wasm),
for `build.py serve`, the browser tests and the benchmarks."""

from __future__ import annotations

import gzip
import http.server
import io
import os
import sys
import threading
import time
from pathlib import Path

from .common import BuildError

MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".py": "text/x-python; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".webp": "image/webp",
    ".woff2": "font/woff2",
    "": "application/octet-stream",
}


# What a compressing host leaves as it is: already packed (images, fonts, the gzipped snapshot, wheels).
PACKED = (".png", ".ico", ".webp", ".woff2", ".snapshot", ".webkit-snapshot", ".whl")
_packed_bodies: dict[tuple[str, float], bytes] = {}   # gzip is slow on the runtime's megabytes: once a file


class Link:
    """The one link all of a server's responses share, as a player's connection carries every file
    a page asks for: at most `rate` bytes a second in all (None: as fast as the machine goes), each
    response begun `latency` seconds after its request. Paced by the server itself, so a test of a
    slow link needs nothing of the browser's own emulation, and the offline worker's downloads share
    the link as they do for a player. A test may change `rate` between visits."""

    CHUNK = 16384

    def __init__(self, rate: float | None = None, latency: float = 0.0):
        self.rate = rate
        self.latency = latency
        self._lock = threading.Lock()
        self._free_at = 0.0   # when the link will have sent everything queued so far

    def send(self, chunk: bytes, outputfile) -> None:
        """Write `chunk` once the link has carried it, after whatever was queued before it."""
        rate = self.rate
        if rate is not None:
            with self._lock:
                self._free_at = max(time.monotonic(), self._free_at) + len(chunk) / rate
                done = self._free_at
            time.sleep(max(0.0, done - time.monotonic()))
        outputfile.write(chunk)


class Handler(http.server.SimpleHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    extensions_map = MIME_TYPES
    overlay: dict[str, tuple[bytes, str]] = {}
    quiet = False
    sent: list[tuple[str, int]] | None = None
    compress = False   # as a compressing host does: gzip for a browser that accepts it
    no_store: set[str] = set()   # paths the browser is told to keep nothing of (a test changes it live)
    link: Link | None = None

    def copyfile(self, source, outputfile):
        if self.sent is not None:  # logged before it is sent: the client may act on it at once
            size = source.getbuffer().nbytes if isinstance(source, io.BytesIO) else os.fstat(source.fileno()).st_size
            self.sent.append((self.path, size - source.tell()))
        if self.link is None:
            super().copyfile(source, outputfile)
            return
        while chunk := source.read(Link.CHUNK):
            self.link.send(chunk, outputfile)

    def url_path(self) -> str:
        """The request's path, without its query or fragment."""
        return self.path.split("?", 1)[0].split("#", 1)[0]

    def end_headers(self):
        # Always revalidate (cheap 304s): a rebuilt dist/ is never shadowed by a stale HTTP cache.
        self.send_header("Cache-Control", "no-store" if self.url_path() in self.no_store else "no-cache")
        super().end_headers()

    def send_head(self):
        if self.link is not None and self.link.latency:
            time.sleep(self.link.latency)
        path = self.url_path()
        if path in self.overlay:
            body, ctype = self.overlay[path]
            self.send_response(200)
            self.send_header("Content-Type", ctype)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            return io.BytesIO(body)
        if self.compress and "gzip" in self.headers.get("Accept-Encoding", "") and not path.endswith(PACKED):
            return self._send_gzipped(path)
        return super().send_head()

    def _send_gzipped(self, path: str):
        file = Path(self.translate_path(path))
        if not file.is_file():
            return super().send_head()
        key = (str(file), file.stat().st_mtime)
        if key not in _packed_bodies:
            _packed_bodies[key] = gzip.compress(file.read_bytes(), compresslevel=6, mtime=0)
        body = _packed_bodies[key]
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(file)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)

    def log_message(self, format, *args):
        if not self.quiet:
            super().log_message(format, *args)


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def handle_error(self, request, client_address):
        if isinstance(sys.exc_info()[1], (ConnectionError, TimeoutError)):
            return  # the browser went away mid-response; nothing to report
        super().handle_error(request, client_address)


def make_server(root: Path, host: str = "127.0.0.1", port: int = 0, quiet: bool = True,
                overlay: dict[str, tuple[bytes, str]] | None = None,
                sent: list[tuple[str, int]] | None = None, compress: bool = False,
                no_store: set[str] | None = None, link: Link | None = None) -> Server:
    """A threaded static server of `root` with the right MIME types. Port 0 picks a free port.

    `overlay` maps URL paths ("/bench/bare.html") to (body, content type) served from memory.
    `sent`, when given, gets (request path, body bytes) appended for every body sent, as it starts.
    `compress`: gzip every response a host would (not PACKED files), as most static hosts do.
    `no_store`: URL paths sent with "Cache-Control: no-store", as a browser cache that lets a file go;
    the caller's set itself, so a test can change it between visits.
    `link`: the Link every response goes through (a slow one, for a test of a slow first visit).
    """
    handler = type("BoundHandler", (Handler,), {"overlay": dict(overlay or {}), "quiet": quiet, "sent": sent,
                                                 "compress": compress,
                                                 "no_store": set() if no_store is None else no_store,
                                                 "link": link})

    def factory(*args, **kwargs):
        return handler(*args, directory=str(root), **kwargs)

    return Server((host, port), factory)


def serve_in_thread(root: Path, **kwargs) -> tuple[Server, str]:
    """Start make_server(root) in a daemon thread; return the server and its base URL ("/"-ended)."""
    server = make_server(root, **kwargs)
    threading.Thread(target=server.serve_forever, name="dist-server", daemon=True).start()
    host, port = server.server_address[:2]
    return server, f"http://{host}:{port}/"


def serve(dist: Path, port: int) -> int:
    """Serve `dist` on 127.0.0.1:`port` until Ctrl-C."""
    try:
        server = make_server(dist, port=port, quiet=False)
    except OSError as e:
        raise BuildError(f"cannot listen on 127.0.0.1:{port} ({e.strerror}); try --port N")
    host, port = server.server_address[:2]
    print(f"Serving {dist} on http://{host}:{port}/  (Ctrl-C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0
