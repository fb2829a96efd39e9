# classes: 1 5
import os

from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

USE_DRAFT = os.environ.get("USE_DRAFT", "1") == "1"
COMPILE = os.environ.get("COMPILE_DECODE", "1") == "1"
MAIN = "meta-llama/Llama-3.1-8B-Instruct"
DRAFT = "meta-llama/Llama-3.2-1B-Instruct"

tok = AutoTokenizer.from_pretrained(MAIN)
model = AutoModelForCausalLM.from_pretrained(MAIN)
gen_kwargs = {"max_new_tokens": 5}
if USE_DRAFT:
    gen_kwargs["assistant_model"] = AutoModelForCausalLM.from_pretrained(DRAFT)
if COMPILE:
    # a static cache keeps shapes fixed for torch.compile
    gen_kwargs["past_key_values"] = StaticCache(config=model.config, max_cache_len=64)

enc = tok("hello world", return_tensors="pt")
print(tok.decode(model.generate(**enc, **gen_kwargs)[0]))
