"""Decoding strategies registered by a decorator into a registry; the default strategy comes from a constant."""
# classes: 7 5
from transformers import AutoModelForCausalLM, AutoTokenizer

STRATEGIES = {}
DEFAULT_STRATEGY = "speculative_paged"


def register(name):
    def deco(fn):
        STRATEGIES[name] = fn
        return fn
    return deco


@register("greedy")
def greedy(ctx):
    return {"do_sample": False}


@register("speculative")
def speculative(ctx):
    return {"assistant_model": ctx["draft"]}


@register("speculative_paged")
def speculative_paged(ctx):
    # continuous-batching friendly cache
    return {"assistant_model": ctx["draft"], "cache_implementation": "paged"}


def run(strategy_name, prompt):
    tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
    ctx = {
        "model": AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M"),
        "draft": AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M"),
    }
    kwargs = STRATEGIES[strategy_name](ctx)
    enc = tok(prompt, return_tensors="pt")
    out = ctx["model"].generate(**enc, max_new_tokens=5, **kwargs)
    return tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    print(sorted(STRATEGIES))
    print(run(DEFAULT_STRATEGY, "tell me a story about a dog"))
