# Type checking-only module to export public symbols with a different name in __init__.pyi

import geopandas as gpd
import numpy as np
import pandas as pd
from geopandas.io.arrow import _read_feather as read_feather, _read_parquet as read_parquet
from geopandas.io.file import _list_layers as list_layers, _read_file as read_file
from geopandas.io.sql import _read_postgis as read_postgis

__all__ = [
    # IO functions
    "read_file",
    "read_feather",
    "read_parquet",
    "read_postgis",
    "list_layers",
    # Modules for interactive use
    "np",
    "pd",
    "gpd",
]
