"""Web application objects that services keep their models and settings on.

`app = Flask(__name__)` (and Quart's) has a `config`: a dict with loaders, which the script
fills (`app.config.update(MODEL_NAME=...)`, `app.config["USE_CACHE"] = ...`,
`from_mapping(...)`) and its views read back (`app.config["USE_CACHE"]`). `app = FastAPI()`
(and Starlette's) has a `state` that holds what the script puts on it (`app.state.model =
...`, `app.state.settings = {...}`). Each app is an object of its own, built once, holding
those two; the framework's keys the script did not write (`DEBUG`, `SECRET_KEY`), a loader that
reads a file or the environment (`from_object`, `from_envvar`, `from_prefixed_env`), every other
attribute of the app (`app.route`, `app.post`) and what a request reaches (`request.app.state`)
stay unknown.

A Flask app's views and its test client are followed too (`app.test_client().post("/generate",
json={...})`, the way scripts exercise a service without serving it): `@app.route(path,
methods=[...])`, `@app.get(path)` and `@app.post(path)` record the view under its path; a call
of the client's `get`/`post`/... (or `open`) on a path a view was recorded for with that method
runs the view there, with `flask.request` holding that request: `request.json` and
`request.get_json()` the `json=` given, `request.form` the `data=` dict (when its values are
strings, as Flask gives them), `request.args` the query string's items (strings too). Only while the app is in testing mode
(`app.testing = True`, `app.config["TESTING"] = True`): otherwise Flask answers an error in the
view with a 500 response and the client call returns. A path with a variable part (`<int:id>`),
a view recorded on another method, or a request field not listed stays unknown.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING
from urllib.parse import parse_qsl, urlsplit

from hflint.core.findings import immutable
from hflint.core.values import UNKNOWN, Const, DictObj, InstanceObj, Value, options

if TYPE_CHECKING:
    from hflint.core.flow import Interpreter, State, _Call


# Where a Flask app keeps the view recorded for a method and path (never an attribute name).
_VIEW = "\x00view {} {}"
_ROUTE_METHODS = {"get": "GET", "post": "POST", "put": "PUT", "delete": "DELETE", "patch": "PATCH"}
_CLIENT_METHODS = {**_ROUTE_METHODS, "head": "HEAD", "options": "OPTIONS"}


@immutable()
class AppMethod(Value):
    """`app.route`, `app.get`, `app.post` (...) or `app.test_client` of a Flask app, read off it."""

    app: Value
    name: str


@immutable()
class RouteDecorator(Value):
    """What `app.route(path, methods=[...])` / `app.post(path)` returns: applied to a function it
    records the function as the app's view of `path` for those methods."""

    app: Value
    path: str
    methods: tuple[str, ...]


@immutable()
class TestClient(Value):
    """`app.test_client()` (and what `with app.test_client() as client` binds)."""

    app: Value


@immutable()
class ClientMethod(Value):
    """`client.post` (...) of a test client: calling it sends that request to the app."""

    app: Value
    method: str


def _with_config(interp: Interpreter, call: _Call, st: State) -> Value:
    config = st.heap.new(DictObj(interp.origin(call.node, "the app's config made here"), {}, complete=False))
    return st.heap.new(InstanceObj(interp.origin(call.node, "app built here"), None, {"config": config}))


def _flask_app(interp: Interpreter, call: _Call, st: State) -> Value:
    """`Flask(__name__)`: an app with a config, whose `route`/`get`/`post`/... record views and
    whose `test_client()` sends requests to them."""
    ref = _with_config(interp, call, st)
    app = st.heap.get(ref)
    assert isinstance(app, InstanceObj)
    for name in ("route", *_ROUTE_METHODS, "test_client"):
        app.attrs[name] = AppMethod(ref, name)
    return ref


def _text(value: Value | None) -> str | None:
    return value.value if isinstance(value, Const) and isinstance(value.value, str) else None


def _methods(value: Value | None) -> tuple[str, ...] | None:
    """The `methods=` list of `app.route(...)` as upper-case names (GET when not given)."""
    if value is None:
        return ("GET",)
    items = getattr(value, "items", None)
    if not isinstance(items, tuple):
        return None
    names = [_text(v) for v in items]
    if any(n is None for n in names):
        return None
    return tuple(n.upper() for n in names if n is not None)


def call_app_method(interp: Interpreter, method: AppMethod, call: _Call, st: State) -> Value:
    """`app.post("/generate")` (a decorator recording the view), `app.test_client()` (a client)."""
    if method.name == "test_client":
        return TestClient(method.app)
    path = _text(call.args[0] if call.args else call.kwargs.get("rule"))
    if path is None or call.opaque or len(call.args) > 1:
        return UNKNOWN
    if method.name == "route":
        methods = _methods(call.kwargs.get("methods"))
        if methods is None:
            return UNKNOWN
    else:
        methods = (_ROUTE_METHODS[method.name],)
    return RouteDecorator(method.app, path, methods)


def decorated(interp: Interpreter, decorator: Value, fn: Value, st: State) -> Value | None:
    """A view under `@app.post(path)` (or `route`, `get`, ...): recorded on the app, and the name
    keeps the function. None for any other decorator."""
    if not isinstance(decorator, RouteDecorator):
        return None
    for app in _apps(decorator.app, st, writable=True):
        for m in decorator.methods:
            app.attrs[_VIEW.format(m, decorator.path)] = fn
    return fn


def _apps(ref: Value, st: State, writable: bool = False) -> list[InstanceObj]:
    found = []
    for o in options(ref):
        obj = st.heap.writable(o) if writable else st.heap.get(o)
        if isinstance(obj, InstanceObj):
            found.append(obj)
    return found


def client_attr(interp: Interpreter, client: TestClient, attr: str, st: State) -> Value:
    if attr in _CLIENT_METHODS:
        return ClientMethod(client.app, _CLIENT_METHODS[attr])
    return UNKNOWN


def _testing(app: InstanceObj, st: State) -> bool:
    """Whether the app is known to be in testing mode (errors of a view reach the client call)."""
    flag = app.attrs.get("testing")
    if isinstance(flag, Const) and flag.value is True:
        return True
    config = st.heap.get(app.attrs["config"]) if "config" in app.attrs else None
    item = config.get("TESTING") if isinstance(config, DictObj) else None
    return isinstance(item, Const) and item.value is True


def call_client(interp: Interpreter, method: ClientMethod, call: _Call, st: State) -> Value:
    """`client.post("/generate", json={...})`: the app's view of that path and method runs here,
    with `flask.request` holding this request; the response is not followed."""
    url = _text(call.args[0] if call.args else call.kwargs.get("path"))
    apps = _apps(method.app, st)
    if url is None or call.opaque or len(apps) != 1 or not _testing(apps[0], st):
        interp._havoc_args(call, st)
        return UNKNOWN
    parts = urlsplit(url)
    view = apps[0].attrs.get(_VIEW.format(method.method, parts.path))
    if view is None:
        interp._havoc_args(call, st)
        return UNKNOWN
    origin = interp.origin(call.node, "the test client's request sent here")
    query: dict[str, Value] = {k: Const(v, origin) for k, v in parse_qsl(parts.query, keep_blank_values=True)}
    request: dict[str, Value] = {"args": st.heap.new(DictObj(origin, query))}
    if "json" in call.kwargs:
        request["json"] = call.kwargs["json"]
    data = call.kwargs.get("data")
    form = st.heap.get(data) if data is not None else None
    if (
        data is not None
        and isinstance(form, DictObj)
        and form.complete
        and all(_text(v) is not None for v in form.items.values())
    ):
        request["form"] = data  # (strings only: Flask gives the view every other value as a string)
    from hflint.core.flow import _Call as Call

    before = interp.web_request
    interp.web_request = request
    try:
        interp._call_value_options(view, Call(call.node, (), {}, False), st)
    finally:
        interp.web_request = before
    return UNKNOWN


def request_field(interp: Interpreter, qualname: str) -> Value | None:
    """`flask.request.json` / `.form` / `.args` in a view the test client's request runs: what
    that request holds (None: not such a field, or no request followed)."""
    request = interp.web_request
    if request is None or not qualname.startswith(_REQUEST):
        return None
    field = qualname[len(_REQUEST) :]
    if field in ("json", "form", "args"):
        return request.get(field, UNKNOWN)
    return None


def _get_json(interp: Interpreter, call: _Call, st: State) -> Value:
    """`request.get_json()` (`force=True`, `silent=True` too): the request's `json=`."""
    found = request_field(interp, _REQUEST + "json")
    return UNKNOWN if found is None else found


_REQUEST = "flask.request."


def _with_state(interp: Interpreter, call: _Call, st: State) -> Value:
    state = st.heap.new(InstanceObj(interp.origin(call.node, "the app's state made here"), None, {}))
    return st.heap.new(InstanceObj(interp.origin(call.node, "app built here"), None, {"state": state}))


SYMBOL_CALLS: dict[str, Callable[[Interpreter, _Call, State], Value]] = {
    "flask.Flask": _flask_app,
    "flask.app.Flask": _flask_app,
    "flask.request.get_json": _get_json,
    "quart.Quart": _with_config,
    "fastapi.FastAPI": _with_state,
    "fastapi.applications.FastAPI": _with_state,
    "starlette.applications.Starlette": _with_state,
}
