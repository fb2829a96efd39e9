"""Named decoding configurations paired with zip() and run in sorted order with enumerate()."""
# classes: 2
from transformers import AutoModelForCausalLM, AutoTokenizer

NAMES = ["baseline", "assisted", "assisted-nocache"]
CONFIGS = [
    {"max_new_tokens": 6},
    {"max_new_tokens": 6, "use_assistant": True},
    {"max_new_tokens": 6, "use_assistant": True, "use_cache": False},
]


def generate_with(model, draft, tok, cfg, prompt):
    cfg = dict(cfg)
    if cfg.pop("use_assistant", False):
        cfg["assistant_model"] = draft
    enc = tok(prompt, return_tensors="pt")
    return tok.decode(model.generate(**enc, **cfg)[0], skip_special_tokens=True)


def main():
    tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    for i, (name, cfg) in enumerate(sorted(zip(NAMES, CONFIGS))):
        print(i, name, generate_with(model, draft, tok, cfg, "hello world"))


if __name__ == "__main__":
    main()
