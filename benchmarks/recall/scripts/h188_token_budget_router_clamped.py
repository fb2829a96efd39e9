# classes: 2
"""Context-budget router: each model has a total token budget; the new-token allowance (at least one) is what
the prompt leaves of it, and prompts go to the model with the larger budget when long."""
from transformers import AutoModelForCausalLM, AutoTokenizer

BUDGETS = {"facebook/opt-125m": 12, "facebook/opt-350m": 64}
PROMPTS = ["hello", "this is a fairly long prompt that certainly uses more than a dozen tokens in all"]
loaded = {}


def pick(n_tokens):
    return "facebook/opt-125m" if n_tokens < 20 else "facebook/opt-350m"


def get(name):
    if name not in loaded:
        loaded[name] = (AutoTokenizer.from_pretrained(name), AutoModelForCausalLM.from_pretrained(name))
    return loaded[name]


for prompt in PROMPTS:
    probe_tok, _ = get("facebook/opt-125m")
    n = len(probe_tok(prompt).input_ids)
    name = "facebook/opt-125m" if n < 12 else pick(n)
    tok, model = get(name)
    enc = tok(prompt, return_tensors="pt")
    allowance = max(1, min(4, BUDGETS[name] - enc["input_ids"].shape[1]))
    out = model.generate(**enc, max_new_tokens=allowance, do_sample=False)
    print(name, tok.decode(out[0], skip_special_tokens=True))
