# classes: 8 1
"""Pick the cache implementation by model family; names from the 4.4x docs."""
import transformers
from packaging import version
from transformers import AutoModelForCausalLM, AutoTokenizer

NEW_API = version.parse(transformers.__version__) >= version.parse("4.56")


def cache_impl_for(model):
    family = model.config.model_type
    if family in ("gemma2", "gemma3_text"):
        return "hybrid"
    if getattr(model.config, "sliding_window", None):
        return "sliding_window" if not NEW_API else "static"
    return "offloaded"


name = "mistralai/Mistral-7B-Instruct-v0.3"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)
impl = cache_impl_for(model)
enc = tok("[INST] Name a colour. [/INST]", return_tensors="pt")
out = model.generate(**enc, cache_implementation=impl, prompt_lookup_num_tokens=3, max_new_tokens=5)
print(impl, tok.decode(out[0], skip_special_tokens=True))
