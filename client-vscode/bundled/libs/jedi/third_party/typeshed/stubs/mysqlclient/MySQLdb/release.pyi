version_info: tuple[int, int, int, str, int]
