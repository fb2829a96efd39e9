from . import decoder as decoder, encoder as encoder
from .decoder import (
    TomlDecodeError as TomlDecodeError,
    TomlDecoder as TomlDecoder,
    TomlPreserveCommentDecoder as TomlPreserveCommentDecoder,
    load as load,
    loads as loads,
)
from .encoder import (
    TomlArraySeparatorEncoder as TomlArraySeparatorEncoder,
    TomlEncoder as TomlEncoder,
    TomlNumpyEncoder as TomlNumpyEncoder,
    TomlPathlibEncoder as TomlPathlibEncoder,
    TomlPreserveCommentEncoder as TomlPreserveCommentEncoder,
    TomlPreserveInlineDictEncoder as TomlPreserveInlineDictEncoder,
    dump as dump,
    dumps as dumps,
)
