# classes: 8 1
"""Cache choice by transformers release, with match on the parsed version tuple."""
from importlib.metadata import version

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

major, minor = (int(p) for p in version("transformers").split(".")[:2])

match (major, minor):
    case (4, _):
        cache = "dynamic"
    case (5, m) if m >= 13:
        cache = "dynamic_full"
    case _:
        cache = "dynamic"

gen = GenerationConfig.from_dict({"max_new_tokens": 8, "do_sample": False, "cache_implementation": cache})
tok = AutoTokenizer.from_pretrained("google/gemma-3-270m-it")
model = AutoModelForCausalLM.from_pretrained("google/gemma-3-270m-it")
ids = tok.apply_chat_template([{"role": "user", "content": "Say hi"}], add_generation_prompt=True,
                              return_tensors="pt", return_dict=True)
print(tok.decode(model.generate(**ids, generation_config=gen)[0], skip_special_tokens=True))
