from _typeshed import Incomplete

AutoTrackable = Incomplete
