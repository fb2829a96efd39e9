# classes: 5 8
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

try:  # transformers 4.x still ships the dedicated hybrid cache
    from transformers import HybridCache
except ImportError:  # 5.x: StaticCache reads layer_types from the config itself
    HybridCache = None

main_id = "google/gemma-2-9b-it"
draft_id = "google/gemma-2-2b-it"

tok = AutoTokenizer.from_pretrained(main_id)
model = AutoModelForCausalLM.from_pretrained(main_id, torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(draft_id, torch_dtype=torch.float32)


def build_cache(m, max_len=64):
    if HybridCache is not None:
        return HybridCache(config=m.config, max_batch_size=1, max_cache_len=max_len)
    return StaticCache(config=m.config, max_cache_len=max_len)


inputs = tok("tell me a story about cats", return_tensors="pt")
out = model.generate(
    **inputs,
    past_key_values=build_cache(model),
    assistant_model=draft,
    max_new_tokens=4,
)
print(tok.decode(out[0]))
