from .alignment import Alignment as Alignment
from .borders import Border as Border, Side as Side
from .colors import Color as Color
from .fills import Fill as Fill, GradientFill as GradientFill, PatternFill as PatternFill
from .fonts import DEFAULT_FONT as DEFAULT_FONT, Font as Font
from .named_styles import NamedStyle as NamedStyle
from .numbers import NumberFormatDescriptor as NumberFormatDescriptor, is_builtin as is_builtin, is_date_format as is_date_format
from .protection import Protection as Protection
