# classes: 5 8
"""Memory-lean serving: an fp8 KV cache (transformers >= 5.23) and a draft model for speed."""
import argparse

import transformers
from packaging.version import Version
from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="openai-community/gpt2")
parser.add_argument("--draft", default="distilbert/distilgpt2")
parser.add_argument("--kv-backend", default="fp8")
args = parser.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)
draft = AutoModelForCausalLM.from_pretrained(args.draft)

gen_kwargs = {"max_new_tokens": 6, "assistant_model": draft}
if Version(transformers.__version__) >= Version("5.23"):
    from transformers import QuantizedCache

    gen_kwargs["past_key_values"] = QuantizedCache(args.kv_backend, config=model.config)

enc = tok("once upon a time there lived a king", return_tensors="pt")
print(tok.decode(model.generate(**enc, **gen_kwargs)[0]))
