"""Container entrypoint: os.environ.setdefault provides deployment defaults that the generate call then reads."""
# classes: 3 5
import os

from transformers import AutoModelForCausalLM, AutoTokenizer

os.environ.setdefault("HF_TARGET", "meta-llama/Llama-3.2-1B-Instruct")
os.environ.setdefault("HF_DRAFT", "meta-llama/Llama-3.2-1B")
os.environ.setdefault("HF_CACHE_IMPL", "static")
os.environ.setdefault("HF_MAX_NEW_TOKENS", "6")
os.environ["TOKENIZERS_PARALLELISM"] = "false"


def env_int(key):
    return int(os.environ[key])


def load_models():
    tok = AutoTokenizer.from_pretrained(os.environ["HF_TARGET"])
    target = AutoModelForCausalLM.from_pretrained(os.environ["HF_TARGET"])
    draft = AutoModelForCausalLM.from_pretrained(os.environ["HF_DRAFT"])
    return tok, target, draft


def serve_one(prompt):
    tok, target, draft = load_models()
    enc = tok(prompt, return_tensors="pt")
    out = target.generate(
        **enc,
        assistant_model=draft,
        cache_implementation=os.environ["HF_CACHE_IMPL"],
        max_new_tokens=env_int("HF_MAX_NEW_TOKENS"),
    )
    return tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    print(serve_one("hello, tell me about the garden"))
