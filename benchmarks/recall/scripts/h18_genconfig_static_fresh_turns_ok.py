# classes: 5 6
"""Compiled chat: the model's generation config asks for a static cache; every turn re-encodes
the history and starts without a cache (the output's cache is only logged)."""
from collections import deque

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
model.generation_config.cache_implementation = "static"

history = deque(maxlen=6)
for text in ["hello", "what is a river", "thanks"]:
    history.append({"role": "user", "content": text})
    enc = tok.apply_chat_template(list(history), add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(**enc, max_new_tokens=4, return_dict_in_generate=True)
    print(type(out.past_key_values).__name__, out.sequences.shape)
    history.append({"role": "assistant", "content": tok.decode(out.sequences[0, enc["input_ids"].shape[1]:])})
