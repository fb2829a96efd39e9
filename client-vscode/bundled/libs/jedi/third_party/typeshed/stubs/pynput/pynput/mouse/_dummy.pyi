from ._base import Button as Button, Controller as Controller, Listener as Listener
