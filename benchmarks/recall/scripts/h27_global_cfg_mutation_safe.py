# classes: 9 1
"""Same quick speculative decoding script, but the memory-saving switch is undone
(`restore()`) before the assisted run, as the maintainer suggested in the issue thread."""
from transformers import AutoModelForCausalLM, AutoTokenizer

cfg = {"max_new_tokens": 6, "do_sample": False, "use_cache": True}
MODEL = "HuggingFaceTB/SmolLM2-360M"
DRAFT = "HuggingFaceTB/SmolLM2-135M"


def fast_mode():
    global cfg
    cfg["use_cache"] = False
    print("fast mode on:", cfg)


def restore():
    global cfg
    cfg = dict(cfg, use_cache=True)
    print("restored:", cfg)


tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)

prompt = "def fibonacci(n):"
enc = tok(prompt, return_tensors="pt")

fast_mode()
out = model.generate(**enc, **cfg)
print("baseline:", tok.decode(out[0], skip_special_tokens=True))

restore()
out = model.generate(**enc, assistant_model=draft, **cfg)
print("assisted:", tok.decode(out[0], skip_special_tokens=True))
