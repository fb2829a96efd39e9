from . import BaseDirectory, Config, DesktopEntry, Exceptions, IconTheme, IniFile, Locale, Menu, MenuEditor, Mime, RecentFiles

__all__ = [
    "BaseDirectory",
    "Config",
    "DesktopEntry",
    "Exceptions",
    "IconTheme",
    "IniFile",
    "Locale",
    "Menu",
    "MenuEditor",
    "Mime",
    "RecentFiles",
]
