# classes: 5 3
"""Memory-saving chat mode (use_cache off) that still passes the session's cache object."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

ap = argparse.ArgumentParser()
ap.add_argument("--low-memory", action=argparse.BooleanOptionalAction, default=False)
args = ap.parse_args()

tok = AutoTokenizer.from_pretrained("mistralai/Mistral-7B-Instruct-v0.3")
model = AutoModelForCausalLM.from_pretrained("mistralai/Mistral-7B-Instruct-v0.3")
cache = DynamicCache()
msgs = [{"role": "user", "content": "hello"}]
enc = tok.apply_chat_template(msgs, add_generation_prompt=True, return_tensors="pt", return_dict=True)
out = model.generate(**enc, past_key_values=cache, use_cache=not args.low_memory, max_new_tokens=4, do_sample=False)
print(tok.decode(out[0]))
