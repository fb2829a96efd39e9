# classes: 6 2
"""Model registry keyed by short names, with each draft's tokenizer kept beside it; pairs whose
vocabularies differ pass both tokenizers (universal assisted decoding)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MODELS = {
    "smol": {"target": "HuggingFaceTB/SmolLM2-360M", "draft": "HuggingFaceTB/SmolLM2-135M", "uad": False},
    "pythia-gpt2": {"target": "EleutherAI/pythia-160m", "draft": "distilbert/distilgpt2", "uad": True},
}


def get(name):
    spec = MODELS[name]
    tok = AutoTokenizer.from_pretrained(spec["target"])
    model = AutoModelForCausalLM.from_pretrained(spec["target"])
    draft = AutoModelForCausalLM.from_pretrained(spec["draft"])
    extra = {}
    if spec["uad"]:
        extra = {"tokenizer": tok, "assistant_tokenizer": AutoTokenizer.from_pretrained(spec["draft"])}
    return model, tok, draft, extra


if __name__ == "__main__":
    for name in MODELS:
        model, tok, draft, extra = get(name)
        enc = tok("the quick brown fox", return_tensors="pt")
        out = model.generate(**enc, assistant_model=draft, max_new_tokens=8, do_sample=False, **extra)
        print(name, tok.decode(out[0], skip_special_tokens=True))
