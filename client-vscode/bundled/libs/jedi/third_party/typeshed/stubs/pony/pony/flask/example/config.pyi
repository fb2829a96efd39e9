config: dict[str, bool | str | dict[str, str | bool]]
