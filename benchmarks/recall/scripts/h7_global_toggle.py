"""Module-level generation constants switched by a `configure_low_memory()` helper using `global`."""
# classes: 3 9
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "openai-community/gpt2"
DRAFT_ID = "distilbert/distilgpt2"
USE_CACHE = True
MAX_NEW_TOKENS = 8
LOW_MEMORY = True


def configure_low_memory():
    """Trade speed for memory on small boxes."""
    global USE_CACHE, MAX_NEW_TOKENS
    USE_CACHE = False
    MAX_NEW_TOKENS = 4


def speculative(prompt):
    tok = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT_ID)
    ids = tok(prompt, return_tensors="pt").input_ids
    out = model.generate(
        ids,
        assistant_model=draft,
        use_cache=USE_CACHE,
        max_new_tokens=MAX_NEW_TOKENS,
    )
    return tok.decode(out[0])


def main():
    if LOW_MEMORY:
        configure_low_memory()
    print(f"use_cache={USE_CACHE} max_new_tokens={MAX_NEW_TOKENS}")
    print(speculative("the brown dog"))


if __name__ == "__main__":
    main()
