# classes: 7 3
"""Config as attribute-access namespaces (json object_hook trick)."""
import json
from types import SimpleNamespace

from transformers import AutoModelForCausalLM, AutoTokenizer

RAW = """
{
  "model": {"main": "facebook/opt-350m", "draft": "facebook/opt-125m"},
  "gen": {"max_new_tokens": 8, "do_sample": true, "num_return_sequences": 2}
}
"""
cfg = json.loads(RAW, object_hook=lambda d: SimpleNamespace(**d))

tok = AutoTokenizer.from_pretrained(cfg.model.main)
main = AutoModelForCausalLM.from_pretrained(cfg.model.main)
draft = AutoModelForCausalLM.from_pretrained(cfg.model.draft)

prompt = tok("once upon a time", return_tensors="pt")
result = main.generate(**prompt, assistant_model=draft, **vars(cfg.gen))
print(tok.batch_decode(result))
