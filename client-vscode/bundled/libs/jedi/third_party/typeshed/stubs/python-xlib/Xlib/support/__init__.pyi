from Xlib.support import connect as connect, lock as lock

__all__ = ["lock", "connect"]
