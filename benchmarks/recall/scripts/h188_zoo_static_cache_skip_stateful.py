# classes: 2 5
"""Model-zoo throughput run: every registry entry is generated with static-cache settings,
except the recurrent models, which keep their own state and run with the defaults."""
from transformers import AutoModelForCausalLM, AutoTokenizer

REGISTRY = {
    "gpt2": ("openai-community/gpt2", True),
    "smollm2": ("HuggingFaceTB/SmolLM2-135M", True),
    "mamba": ("state-spaces/mamba-130m-hf", False),
}

for key, (name, static_ok) in REGISTRY.items():
    tok = AutoTokenizer.from_pretrained(name)
    model = AutoModelForCausalLM.from_pretrained(name)
    enc = tok("in the beginning", return_tensors="pt")
    extra = {"cache_implementation": "static"} if static_ok else {}
    out = model.generate(input_ids=enc["input_ids"], max_new_tokens=4, do_sample=False, **extra)
    print(key, tok.decode(out[0], skip_special_tokens=True))
