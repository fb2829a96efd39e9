# classes: 9 1
"""Quick speculative decoding test script with a module-level config dict.

`fast_mode()` flips a few settings globally before the run; it was meant to speed up the
"plain" baseline but it is called before the assisted run too.
"""
from transformers import AutoModelForCausalLM, AutoTokenizer

cfg = {
    "max_new_tokens": 6,
    "do_sample": False,
    "use_cache": True,
}
MODEL = "HuggingFaceTB/SmolLM2-360M"
DRAFT = "HuggingFaceTB/SmolLM2-135M"


def fast_mode():
    global cfg
    cfg["use_cache"] = False  # less memory?
    cfg["max_new_tokens"] = 4
    print("fast mode on:", cfg)


def load():
    tok = AutoTokenizer.from_pretrained(MODEL)
    model = AutoModelForCausalLM.from_pretrained(MODEL)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    return tok, model, draft


def baseline(model, tok, prompt):
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, **cfg)
    return tok.decode(out[0], skip_special_tokens=True)


def assisted(model, draft, tok, prompt):
    enc = tok(prompt, return_tensors="pt")
    print("cfg now", cfg)
    out = model.generate(**enc, assistant_model=draft, **cfg)
    return tok.decode(out[0], skip_special_tokens=True)


tok, model, draft = load()
prompt = "def fibonacci(n):"
fast_mode()
print("baseline:", baseline(model, tok, prompt))
print("assisted:", assisted(model, draft, tok, prompt))
