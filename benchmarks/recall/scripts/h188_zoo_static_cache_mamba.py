# classes: 2 5
"""Model-zoo throughput run: every registry entry is generated with the same static-cache
settings (the serving stack compiles decode steps)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

REGISTRY = {
    "gpt2": "openai-community/gpt2",
    "smollm2": "HuggingFaceTB/SmolLM2-135M",
    "mamba": "state-spaces/mamba-130m-hf",
}
COMMON = dict(max_new_tokens=4, do_sample=False, cache_implementation="static")

for key, name in REGISTRY.items():
    tok = AutoTokenizer.from_pretrained(name)
    model = AutoModelForCausalLM.from_pretrained(name)
    enc = tok("in the beginning", return_tensors="pt")
    out = model.generate(input_ids=enc["input_ids"], **COMMON)
    print(key, tok.decode(out[0], skip_special_tokens=True))
