from .clip import clip as clip
from .geocoding import geocode as geocode, reverse_geocode as reverse_geocode
from .overlay import overlay as overlay
from .sjoin import sjoin as sjoin, sjoin_nearest as sjoin_nearest
from .util import collect as collect

__all__ = ["collect", "geocode", "overlay", "reverse_geocode", "sjoin", "sjoin_nearest", "clip"]
