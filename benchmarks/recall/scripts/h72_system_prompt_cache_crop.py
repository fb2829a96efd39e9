# classes: 5 8
"""Chat server: the system prompt is prefilled once, and after each request the cache is cropped back to it (4.x's keep-n crop)."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

system_ids = tok("You are a helpful assistant who answers in one sentence.", return_tensors="pt").input_ids
system_cache = DynamicCache()
with torch.no_grad():
    model(system_ids, past_key_values=system_cache, use_cache=True)


def answer(question):
    ids = tok(" " + question, return_tensors="pt").input_ids
    with torch.no_grad():
        logits = model(ids, past_key_values=system_cache, use_cache=True).logits
    system_cache.crop(system_ids.shape[-1])
    return tok.decode(logits[0, -1].argmax())


for q in ["What is the capital of France?", "Tell me a story about cats."]:
    print(q, "->", answer(q))
