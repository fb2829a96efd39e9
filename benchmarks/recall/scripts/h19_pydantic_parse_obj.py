# classes: 7 3
"""Older pydantic API: parse_obj from a dict read off disk, then .dict() into generate."""
import json
import os

from pydantic import BaseModel
from transformers import AutoModelForCausalLM, AutoTokenizer


class Decoding(BaseModel):
    max_new_tokens: int = 8
    prompt_lookup_num_tokens: int = 3
    use_cache: bool = True


path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "decoding.json")
with open(path, "w") as fh:
    json.dump({"max_new_tokens": 6, "prompt_lookup_num_tokens": 2, "use_cache": False}, fh)
with open(path) as fh:
    decoding = Decoding.parse_obj(json.load(fh))

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("a b c a b c a b", return_tensors="pt")
print(tok.decode(model.generate(**enc, **decoding.dict())[0]))
