from .algeria import Algeria as Algeria
from .angola import Angola as Angola
from .benin import Benin as Benin
from .ivory_coast import IvoryCoast as IvoryCoast
from .kenya import Kenya as Kenya
from .madagascar import Madagascar as Madagascar
from .mozambique import Mozambique as Mozambique
from .nigeria import Nigeria as Nigeria
from .sao_tome import SaoTomeAndPrincipe as SaoTomeAndPrincipe
from .south_africa import SouthAfrica as SouthAfrica
from .tunisia import Tunisia as Tunisia

__all__ = (
    "Algeria",
    "Benin",
    "IvoryCoast",
    "Kenya",
    "Madagascar",
    "SaoTomeAndPrincipe",
    "SouthAfrica",
    "Angola",
    "Mozambique",
    "Nigeria",
    "Tunisia",
)
