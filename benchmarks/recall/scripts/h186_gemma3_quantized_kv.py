# classes: 8 6
"""Gemma 3 1B chat with an fp8-quantized KV cache to stretch the context on a small box."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "google/gemma-3-1b-it"
tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL, low_cpu_mem_usage=True)


def reply(text):
    msgs = [{"role": "user", "content": text}]
    enc = tok.apply_chat_template(msgs, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(**enc, max_new_tokens=4, do_sample=False, cache_implementation="quantized",
                         cache_config={"backend": "fp8"})
    return tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)


print(reply("hello"))
