# classes: 5 8
# Manual token-by-token decoding, checking how much of the cache is still usable.
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
lm = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

cache = DynamicCache()
input_ids = tok("Once upon a time", return_tensors="pt").input_ids
generated = input_ids
with torch.no_grad():
    for step in range(3):
        out = lm(input_ids, past_key_values=cache, use_cache=True)
        next_id = out.logits[:, -1:].argmax(-1)
        generated = torch.cat([generated, next_id], dim=-1)
        input_ids = next_id
        print(step, "usable:", cache.get_usable_length(1), "seen:", cache.seen_tokens)
print(tok.decode(generated[0]))
