# classes: 5 7
"""Agent scratchpad: the tool description is prefilled into a StaticCache with a forward pass, then
each agent step continues from that cache with speculative decoding."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
helper = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")

TOOLS = "tools: search the web, read a file, write a file"
STEPS = ["find the weather", "write it to a file"]


def prefill(text):
    enc = tok(text, return_tensors="pt")
    cache = StaticCache(config=model.config, max_cache_len=128)
    with torch.no_grad():
        outputs = model(**enc, past_key_values=cache, use_cache=True)
    return outputs.past_key_values


state = {"cache": prefill(TOOLS), "transcript": TOOLS}
for step in STEPS:
    state["transcript"] += " step " + step
    enc = tok(state["transcript"], return_tensors="pt")
    out = model.generate(**enc, past_key_values=state["cache"], assistant_model=helper, max_new_tokens=5)
    state["transcript"] = tok.decode(out[0], skip_special_tokens=True)
    print(state["transcript"])
