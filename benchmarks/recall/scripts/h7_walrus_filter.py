"""Config list filtered with filter()/any(), settings pulled with the walrus operator before each assisted run."""
# classes: 2 5
from transformers import AutoModelForCausalLM, AutoTokenizer

RUNS = [
    {"name": "plain", "assisted": False, "cache": None},
    {"name": "spec", "assisted": True, "cache": None},
    {"name": "spec-explicit-dynamic", "assisted": True, "cache": "dynamic"},
    {"name": "disabled", "assisted": True, "cache": "static", "skip": True},
]


def runnable(run):
    return not run.get("skip", False)


def main():
    tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
    model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
    draft = None
    if any(r["assisted"] for r in RUNS):
        draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B")
    enc = tok("hello, tell me about the red fox", return_tensors="pt")
    for run in filter(runnable, RUNS):
        kwargs = {"max_new_tokens": 5}
        if (cache := run["cache"]) is not None:
            kwargs["cache_implementation"] = cache
        if run["assisted"]:
            kwargs["assistant_model"] = draft
        out = model.generate(**enc, **kwargs)
        print(run["name"], tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
