from logging import Logger

log: Logger

def patch_template() -> None: ...
