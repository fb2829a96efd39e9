# classes: 9 7
"""Notebook export: a `run()` helper defined in one cell, called in later cells with more knobs.

Llama-3.2-1B-Instruct with prompt lookup decoding. The third call, meant to compare
several sampled answers, leaves prompt lookup off.
"""
# %%
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

# %%
name = "meta-llama/Llama-3.2-1B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)

article = (
    "The committee met on Monday. The committee approved the budget. "
    "The committee will meet again on Friday to approve the remaining items."
)


# %%
def run(text, lookup=None, **extra):
    """Summarise `text`; `lookup` turns on prompt lookup decoding."""
    chat = [{"role": "user", "content": f"Summarise: {text}"}]
    ids = tokenizer.apply_chat_template(chat, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    kwargs = dict(max_new_tokens=8, pad_token_id=tokenizer.eos_token_id)
    if lookup:
        kwargs["prompt_lookup_num_tokens"] = lookup
    kwargs.update(extra)
    with torch.no_grad():
        out = model.generate(**ids, **kwargs)
    return tokenizer.batch_decode(out[:, ids["input_ids"].shape[1]:], skip_special_tokens=True)


# %%
print(run(article))

# %%
print(run(article, lookup=3))

# %%
# several candidates to pick the best summary by hand
for i, cand in enumerate(run(article, do_sample=True, num_return_sequences=2, temperature=0.8)):
    print(i, cand)
