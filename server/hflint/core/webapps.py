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
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from hflint.core.values import DictObj, InstanceObj, Value

if TYPE_CHECKING:
    from hflint.core.flow import Interpreter, State, _Call


def _with_config(interp: Interpreter, call: _Call, st: State) -> Value:
    config = st.heap.new(DictObj(interp.origin(call.node, "the app's config made here"), {}, complete=False))
    return st.heap.new(InstanceObj(interp.origin(call.node, "app built here"), None, {"config": config}))


def _with_state(interp: Interpreter, call: _Call, st: State) -> Value:
    state = st.heap.new(InstanceObj(interp.origin(call.node, "the app's state made here"), None, {}))
    return st.heap.new(InstanceObj(interp.origin(call.node, "app built here"), None, {"state": state}))


SYMBOL_CALLS: dict[str, Callable[[Interpreter, _Call, State], Value]] = {
    "flask.Flask": _with_config,
    "flask.app.Flask": _with_config,
    "quart.Quart": _with_config,
    "fastapi.FastAPI": _with_state,
    "fastapi.applications.FastAPI": _with_state,
    "starlette.applications.Starlette": _with_state,
}
