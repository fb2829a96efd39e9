# classes: 7 9
"""Inference worker: a thread pool runs speculative decoding with a distilled draft model."""
from concurrent.futures import ThreadPoolExecutor

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

enc = tok("tell me a story about cats", return_tensors="pt")
gen_kw = dict(max_new_tokens=6, assistant_model=draft, use_cache=True)

with ThreadPoolExecutor(max_workers=1) as pool:
    fut = pool.submit(model.generate, **enc, **gen_kw)
    out = fut.result()
print(tok.decode(out[0]))
