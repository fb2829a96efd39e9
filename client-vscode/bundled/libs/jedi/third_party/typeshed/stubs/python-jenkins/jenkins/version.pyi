from _typeshed import Incomplete

version_info: Incomplete  # pbr.version.VersionInfo
