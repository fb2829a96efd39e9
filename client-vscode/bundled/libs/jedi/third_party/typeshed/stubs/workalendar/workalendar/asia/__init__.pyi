from .china import China as China
from .hong_kong import HongKong as HongKong, HongKongBank as HongKongBank
from .israel import Israel as Israel
from .japan import Japan as Japan, JapanBank as JapanBank
from .kazakhstan import Kazakhstan as Kazakhstan
from .malaysia import Malaysia as Malaysia
from .philippines import Philippines as Philippines
from .qatar import Qatar as Qatar
from .singapore import Singapore as Singapore
from .south_korea import SouthKorea as SouthKorea
from .taiwan import Taiwan as Taiwan

__all__ = (
    "China",
    "HongKong",
    "HongKongBank",
    "Japan",
    "JapanBank",
    "Malaysia",
    "Qatar",
    "Singapore",
    "SouthKorea",
    "Taiwan",
    "Israel",
    "Philippines",
    "Kazakhstan",
)
