canonical_names: dict[str, str]
sided_modifiers: set[str]
all_modifiers: set[str]

def normalize_name(name: str) -> str: ...
