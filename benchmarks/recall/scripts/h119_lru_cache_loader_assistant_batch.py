# classes: 3
"""Demo with functools.lru_cache loaders; the batch tab splits a Textbox into lines and runs them with the draft model."""
from functools import lru_cache

from transformers import AutoModelForCausalLM, AutoTokenizer


@lru_cache(maxsize=1)
def load(name="openai-community/gpt2", draft_name="distilbert/distilgpt2"):
    tok = AutoTokenizer.from_pretrained(name)
    tok.pad_token = tok.eos_token
    tok.padding_side = "left"
    return tok, AutoModelForCausalLM.from_pretrained(name), AutoModelForCausalLM.from_pretrained(draft_name)


def batch_tab(text_block, max_new_tokens=8):
    tok, model, draft = load()
    prompts = [line for line in text_block.splitlines() if line.strip()]
    enc = tok(prompts, return_tensors="pt", padding=True)
    out = model.generate(**enc, assistant_model=draft, max_new_tokens=max_new_tokens)
    return "\n".join(tok.batch_decode(out, skip_special_tokens=True))


if __name__ == "__main__":
    print(batch_tab("The first line\nA second prompt here"))
