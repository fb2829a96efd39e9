FREQUENCY_LISTS: dict[str, list[str]]
