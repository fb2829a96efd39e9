from . import keyboard as keyboard, mouse as mouse
