"""The jobs of build.py: fetching the runtime, writing dist/, the icons, the single-file build,
serving, testing and benchmarks. Standard library only; nothing here ships to the browser.

build.py loads this folder as a package under its own name, since `.ci` is no importable name.
"""
