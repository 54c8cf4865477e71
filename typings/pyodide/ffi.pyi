# The few names of Pyodide's foreign function interface the table uses. A JS value is Any.
from collections.abc import Callable
from typing import Any

jsnull: Any

class JsProxy:
    def __getattr__(self, name: str) -> Any: ...

def create_proxy(obj: Callable[..., Any], /, *, capture_this: bool = ..., roundtrip: bool = ...) -> Any: ...
def create_once_callable(obj: Callable[..., Any], /, *, _may_syncify: bool = ...) -> Any: ...
def to_js(obj: Any, /, *, depth: int = ..., pyproxies: Any = ..., create_pyproxies: bool = ...,
          dict_converter: Callable[..., Any] | None = ..., default_converter: Callable[..., Any] | None = ...,
          eager_converter: Callable[..., Any] | None = ...) -> Any: ...
