// The part of the vendored Pyodide (vendor/pyodide/pyodide.mjs, written by the build) the app uses.

export interface PyodideAPI {
  runPython(code: string, options?: { filename?: string }): unknown;
  unpackArchive(buffer: ArrayBuffer | Uint8Array, format: string, options?: { extractDir?: string }): void;
  FS: { writeFile(path: string, data: Uint8Array): void };
}

export interface LoadOptions {
  indexURL?: string;
  lockFileContents?: string;
  checkAPIVersion?: boolean;
  /** A memory snapshot to start from (Pyodide's private option; static/interpreter.mjs). */
  _loadSnapshot?: Uint8Array | ArrayBuffer | PromiseLike<Uint8Array | ArrayBuffer>;
  [option: string]: unknown;
}

export function loadPyodide(options?: LoadOptions): Promise<PyodideAPI>;
export const version: string;
