from .aiows import AioClient as AioClient, AioServer as AioServer
from .errors import ConnectionClosed as ConnectionClosed, ConnectionError as ConnectionError
from .ws import Client as Client, Server as Server
