geos_version_string: str
geos_version: tuple[int, int, int]
geos_capi_version: tuple[int, int, int]
