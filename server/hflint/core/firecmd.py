"""python-fire entry points: `fire.Fire(component, command=...)` runs what the words name.

Fire turns a component into a command line: a function is called with the arguments the
words give (its defaults for the others), a class is instantiated and the next word names the
method to call on the instance, a dict's word picks its entry, and `fire.Fire()` without a
component picks among the module's globals. A script run without arguments gives Fire no
words (`sys.argv[1:]` is empty): a function or a class's `__init__` then runs with its
defaults, which whoever runs the script may change (`--max_new_tokens 8`), so what they decide
is a warning, as click's and typer's defaults are (core/flags.py); a component that needs a
word to pick anything (a dict, the globals, a method of the instance) runs nothing. With
`command=["lookup"]` (a literal list or string) the words are fixed and nothing else can be
passed: what the defaults decide is certain.

Followed: words that name a class's method, a dict's key or a global, and a final function,
method or class called without further words. Words with options (`--ngram 4`), positional
values, a function with a parameter that has no default (Fire exits with its usage), a
component or command the walk does not know, and notebooks (whose kernel has arguments of its
own) run nothing here.
"""

from __future__ import annotations

import ast
import shlex
from typing import TYPE_CHECKING

from hflint.core import flags, objects
from hflint.core.values import ABSENT, UNKNOWN, ClassVal, Const, DictObj, FuncVal, InstanceObj, Ref, Value

if TYPE_CHECKING:
    from hflint.core.flow import Interpreter, State, _Call

_KEYWORDS = frozenset({"component", "command", "name", "serialize"})


def fire_call(interp: Interpreter, call: _Call, st: State) -> Value:
    """`fire.Fire(...)`: what the words name, called (see the module's docstring)."""
    if call.opaque or len(call.args) > 3 or set(call.kwargs) - _KEYWORDS or flags._in_notebook(interp):
        interp._havoc_args(call, st)
        return UNKNOWN
    component = call.args[0] if call.args else call.kwargs.get("component", Const(None))
    command = call.args[1] if len(call.args) > 1 else call.kwargs.get("command", ABSENT)
    words = _words(command)
    if words is None:
        interp._havoc_args(call, st)
        return UNKNOWN
    chosen, from_argv = words
    return _run(interp, call, component, list(chosen), from_argv, st)


def _words(command: Value) -> tuple[list[str], bool] | None:
    """The words Fire reads, and whether they are the command line's (defaults others may
    change): `command=` absent or None is `sys.argv[1:]`, empty in a run without arguments."""
    if command is ABSENT or (isinstance(command, Const) and command.value is None):
        return [], True
    if flags._is_argv(command) or isinstance(command, flags.ArgvTail):
        return [], True
    if isinstance(command, flags.ArgvDefault):
        tokens = flags._literal_tokens(command.tokens)
        return ([t.value for t in tokens], True) if tokens is not None else None
    if isinstance(command, Const) and isinstance(command.value, str):
        try:
            return shlex.split(command.value), False
        except ValueError:
            return None
    tokens = flags._literal_tokens(command)
    return ([t.value for t in tokens], False) if tokens is not None else None


def _run(interp: Interpreter, call: _Call, component: Value, words: list[str], from_argv: bool, st: State) -> Value:
    from hflint.core.flow import BoundMethod

    current = component
    if isinstance(current, Const) and current.value is None:
        # `fire.Fire()`: the module's globals, the first word naming one.
        if not words or words[0].startswith("-"):
            return UNKNOWN
        current = interp.globals.get(words.pop(0), UNKNOWN)
    for _ in range(8):  # (a component nested deeper than this is not followed)
        if isinstance(current, FuncVal) and not isinstance(current.node, ast.Lambda):
            return _call(interp, call, current, None, words, from_argv, st) if not words else UNKNOWN
        if isinstance(current, BoundMethod):
            return _call(interp, call, current.func, current.self_ref, words, from_argv, st) if not words else UNKNOWN
        if isinstance(current, ClassVal):
            if words and words[0].startswith("-"):
                return UNKNOWN
            current = _instantiate(interp, call, current, from_argv, st)
            continue
        obj = st.heap.get(current) if isinstance(current, Ref) else None
        if not words or words[0].startswith("-"):
            return current if isinstance(obj, InstanceObj) else UNKNOWN  # (Fire shows its help)
        word = words.pop(0)
        if isinstance(obj, InstanceObj):
            current = interp._attr_of(current, word, st)
        elif type(obj) is DictObj and obj.complete:
            current = obj.items.get(word, UNKNOWN)
        else:
            return UNKNOWN
    return UNKNOWN


def _required(node: ast.FunctionDef | ast.AsyncFunctionDef, skip_first: bool) -> bool:
    """Whether the function has a parameter Fire must be given (no default): Fire then exits."""
    a = node.args
    positional = a.posonlyargs + a.args
    required = len(positional) - len(a.defaults) - (1 if skip_first and positional else 0)
    return required > 0 or any(d is None for d in a.kw_defaults)


def _call(
    interp: Interpreter, call: _Call, fn: FuncVal, self_ref: Value | None, words: list[str], from_argv: bool, st: State
) -> Value:
    from hflint.core.flow import MAX_CALL_DEPTH
    from hflint.core.flow import _Call as Call

    node = fn.node
    assert not isinstance(node, ast.Lambda)
    if _required(node, self_ref is not None) or interp.depth >= MAX_CALL_DEPTH or interp.exhausted:
        return UNKNOWN
    if from_argv:
        params = flags.command_params(interp, fn, st, typer_run=True)
        if params is None:
            return UNKNOWN
        if self_ref is not None:
            params[flags._param_names(node)[0]] = self_ref
        return interp._call_function(fn, params, st)
    return interp._call_user_function(fn, Call(call.node, (), {}, False), st, self_ref)


def _instantiate(interp: Interpreter, call: _Call, cls: ClassVal, from_argv: bool, st: State) -> Value:
    """The instance Fire makes of a class: `__init__` with its defaults (options of the command
    line when the words are its)."""
    from hflint.core.flow import _Call as Call

    init = objects.method_of(interp, cls, "__init__", st)
    if isinstance(init, FuncVal) and not isinstance(init.node, ast.Lambda):
        if _required(init.node, True):
            return UNKNOWN
        if from_argv:
            params = flags.command_params(interp, init, st, typer_run=True)
            if params is None:
                return UNKNOWN
            names = flags._param_names(init.node)
            kwargs = {k: v for k, v in params.items() if k != names[0]}
            return interp._instantiate(cls, Call(call.node, (), kwargs, False), st)
    return interp._instantiate(cls, Call(call.node, (), {}, False), st)
