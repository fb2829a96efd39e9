from .application import ApplicationCommunicator
from .http import HttpCommunicator
from .live import ChannelsLiveServerTestCase
from .websocket import WebsocketCommunicator

__all__ = ["ApplicationCommunicator", "HttpCommunicator", "ChannelsLiveServerTestCase", "WebsocketCommunicator"]
