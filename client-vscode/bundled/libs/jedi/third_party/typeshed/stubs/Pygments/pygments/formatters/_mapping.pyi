from _typeshed import Incomplete

FORMATTERS: Incomplete
