from seaborn._core.moves import Dodge as Dodge, Jitter as Jitter, Move as Move, Norm as Norm, Shift as Shift, Stack as Stack
from seaborn._core.plot import Plot as Plot
from seaborn._core.scales import (
    Boolean as Boolean,
    Continuous as Continuous,
    Nominal as Nominal,
    Scale as Scale,
    Temporal as Temporal,
)
from seaborn._marks.area import Area as Area, Band as Band
from seaborn._marks.bar import Bar as Bar, Bars as Bars
from seaborn._marks.base import Mark as Mark
from seaborn._marks.dot import Dot as Dot, Dots as Dots
from seaborn._marks.line import Dash as Dash, Line as Line, Lines as Lines, Path as Path, Paths as Paths, Range as Range
from seaborn._marks.text import Text as Text
from seaborn._stats.aggregation import Agg as Agg, Est as Est
from seaborn._stats.base import Stat as Stat
from seaborn._stats.counting import Count as Count, Hist as Hist
from seaborn._stats.density import KDE as KDE
from seaborn._stats.order import Perc as Perc
from seaborn._stats.regression import PolyFit as PolyFit
