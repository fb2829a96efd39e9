# classes: 8 5
"""Speculative decoding script ported across releases: on transformers 5 it asks for the
dynamic cache explicitly, and drops that setting again when generate refuses it."""
import transformers
from packaging import version
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"

tok = AutoTokenizer.from_pretrained(TARGET)
model = AutoModelForCausalLM.from_pretrained(TARGET)
assistant = AutoModelForCausalLM.from_pretrained(DRAFT)

gen_kwargs = {"max_new_tokens": 6, "do_sample": False, "assistant_model": assistant}
if version.parse(transformers.__version__) >= version.parse("5.0.0"):
    gen_kwargs["cache_implementation"] = "dynamic"

enc = tok("Explain speculative decoding in one line.", return_tensors="pt")
try:
    out = model.generate(**enc, **gen_kwargs)
except ValueError:
    gen_kwargs.pop("cache_implementation", None)
    out = model.generate(**enc, **gen_kwargs)
print(tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True))
