from .menu_borders import (
    AsciiBorderStyle as AsciiBorderStyle,
    DoubleLineBorderStyle as DoubleLineBorderStyle,
    DoubleLineOuterLightInnerBorderStyle as DoubleLineOuterLightInnerBorderStyle,
    HeavyBorderStyle as HeavyBorderStyle,
    HeavyOuterLightInnerBorderStyle as HeavyOuterLightInnerBorderStyle,
    LightBorderStyle as LightBorderStyle,
    MenuBorderStyle as MenuBorderStyle,
    MenuBorderStyleFactory as MenuBorderStyleFactory,
    MenuBorderStyleType as MenuBorderStyleType,
)
from .menu_margins import MenuMargins as MenuMargins
from .menu_padding import MenuPadding as MenuPadding
from .menu_style import MenuStyle as MenuStyle

__all__ = [
    "MenuBorderStyle",
    "MenuBorderStyleType",
    "MenuBorderStyleFactory",
    "MenuMargins",
    "MenuPadding",
    "MenuStyle",
    "AsciiBorderStyle",
    "LightBorderStyle",
    "HeavyBorderStyle",
    "DoubleLineBorderStyle",
    "DoubleLineOuterLightInnerBorderStyle",
    "HeavyOuterLightInnerBorderStyle",
]
