from ._base import Controller as Controller, Key as Key, KeyCode as KeyCode, Listener as Listener
