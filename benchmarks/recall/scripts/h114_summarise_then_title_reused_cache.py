# classes: 5 7
"""Two-step helper: summarise an article, then ask for a title while reusing the cache the
summary call returned (the helper keeps `return_dict_in_generate=True` to read the scores)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

ARTICLE = (
    "The city council met on Tuesday to discuss the new bicycle lanes planned for the old harbour "
    "district, and after a long debate the members agreed to fund a first stretch next spring."
)


def run(prompt, max_new_tokens, cache=None):
    enc = tok(prompt, return_tensors="pt")
    return model.generate(
        **enc,
        max_new_tokens=max_new_tokens,
        past_key_values=cache,
        return_dict_in_generate=True,
        output_scores=True,
        pad_token_id=tok.eos_token_id,
    )


summary = run("Summary of the article: " + ARTICLE, max_new_tokens=10)
print(tok.decode(summary.sequences[0], skip_special_tokens=True))
title = run("Title:", max_new_tokens=6, cache=summary.past_key_values)
print(tok.decode(title.sequences[0], skip_special_tokens=True))
