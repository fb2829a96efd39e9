from . import (
    breakpoint as breakpoint,
    bt as bt,
    evaluate as evaluate,
    launch as launch,
    locations as locations,
    memory as memory,
    modules as modules,
    next as next,
    pause as pause,
    scopes as scopes,
    sources as sources,
    startup as startup,
    threads as threads,
)
from .server import Server as Server

def pre_command_loop() -> None: ...
def run() -> None: ...

session_started: bool
