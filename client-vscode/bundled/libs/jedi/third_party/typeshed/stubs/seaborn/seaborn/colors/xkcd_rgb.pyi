xkcd_rgb: dict[str, str]
