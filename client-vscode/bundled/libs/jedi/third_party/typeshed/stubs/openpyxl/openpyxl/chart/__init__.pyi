from .area_chart import AreaChart as AreaChart, AreaChart3D as AreaChart3D
from .bar_chart import BarChart as BarChart, BarChart3D as BarChart3D
from .bubble_chart import BubbleChart as BubbleChart
from .line_chart import LineChart as LineChart, LineChart3D as LineChart3D
from .pie_chart import (
    DoughnutChart as DoughnutChart,
    PieChart as PieChart,
    PieChart3D as PieChart3D,
    ProjectedPieChart as ProjectedPieChart,
)
from .radar_chart import RadarChart as RadarChart
from .reference import Reference as Reference
from .scatter_chart import ScatterChart as ScatterChart
from .stock_chart import StockChart as StockChart
from .surface_chart import SurfaceChart as SurfaceChart, SurfaceChart3D as SurfaceChart3D
