from .pil import (
    CircleModuleDrawer as CircleModuleDrawer,
    GappedSquareModuleDrawer as GappedSquareModuleDrawer,
    HorizontalBarsDrawer as HorizontalBarsDrawer,
    RoundedModuleDrawer as RoundedModuleDrawer,
    SquareModuleDrawer as SquareModuleDrawer,
    VerticalBarsDrawer as VerticalBarsDrawer,
)
