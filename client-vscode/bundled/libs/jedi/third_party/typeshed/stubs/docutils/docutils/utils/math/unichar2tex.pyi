uni2tex_table: dict[int, str]
