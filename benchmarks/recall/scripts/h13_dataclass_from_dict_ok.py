# classes: 3 7
"""Typed generation config built from a YAML dict (only lengths overridden)."""
from dataclasses import asdict, dataclass

import yaml
from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class DecodeConfig:
    max_new_tokens: int = 16
    do_sample: bool = False
    use_cache: bool = True
    prompt_lookup_num_tokens: int = 3


RECIPE = """
decode:
  max_new_tokens: 8
  # use_cache: false   # tried this on the shared box, too slow
"""

recipe = yaml.safe_load(RECIPE)
decode = DecodeConfig(**recipe["decode"])

name = "HuggingFaceTB/SmolLM2-135M-Instruct"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)
ids = tok("tell me a story about cats and dogs and cats", return_tensors="pt")
print(tok.decode(model.generate(**ids, **asdict(decode))[0]))
