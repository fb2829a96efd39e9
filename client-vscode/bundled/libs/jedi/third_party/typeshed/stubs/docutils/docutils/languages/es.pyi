from _typeshed import Incomplete

__docformat__: str
labels: Incomplete
bibliographic_fields: Incomplete
author_separators: Incomplete
