from gunicorn.ctl.client import ControlClient as ControlClient
from gunicorn.ctl.protocol import ControlProtocol as ControlProtocol
from gunicorn.ctl.server import ControlSocketServer as ControlSocketServer

__all__ = ["ControlSocketServer", "ControlClient", "ControlProtocol"]
