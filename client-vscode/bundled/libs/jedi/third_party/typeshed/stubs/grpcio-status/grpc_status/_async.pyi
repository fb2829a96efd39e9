from _typeshed import Incomplete

async def from_call(call) -> Incomplete | None: ...

__all__ = ["from_call"]
