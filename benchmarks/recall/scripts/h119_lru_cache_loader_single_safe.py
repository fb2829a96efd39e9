# classes: 3
"""Demo with functools.lru_cache loaders; the batch tab runs assisted generation one line at a time."""
from functools import lru_cache

from transformers import AutoModelForCausalLM, AutoTokenizer


@lru_cache(maxsize=1)
def load(name="openai-community/gpt2", draft_name="distilbert/distilgpt2"):
    tok = AutoTokenizer.from_pretrained(name)
    return tok, AutoModelForCausalLM.from_pretrained(name), AutoModelForCausalLM.from_pretrained(draft_name)


def batch_tab(text_block, max_new_tokens=8):
    tok, model, draft = load()
    results = []
    for line in text_block.splitlines():
        if not line.strip():
            continue
        enc = tok(line, return_tensors="pt")
        out = model.generate(**enc, assistant_model=draft, max_new_tokens=max_new_tokens, pad_token_id=tok.eos_token_id)
        results.append(tok.decode(out[0], skip_special_tokens=True))
    return "\n".join(results)


if __name__ == "__main__":
    print(batch_tab("The first line\nA second prompt here"))
