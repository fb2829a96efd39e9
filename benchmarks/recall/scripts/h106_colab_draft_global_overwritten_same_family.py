# classes: 7 6
"""Colab notebook: the `draft` global is overwritten by a cell that loads another draft of the
same family (same tokenizer) and the comparison cell is re-run."""
# %%
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2-large")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2-large")
draft = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
inputs = tokenizer("The capital of France is", return_tensors="pt")
runs = {}


# %%
def compare(tag):
    t0 = time.perf_counter()
    out = model.generate(**inputs, assistant_model=draft, max_new_tokens=8, pad_token_id=tokenizer.eos_token_id)
    runs[tag] = time.perf_counter() - t0
    print(tag, tokenizer.decode(out[0], skip_special_tokens=True))


compare("gpt2 draft")

# %% a smaller draft of the same vocabulary
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
compare("distilgpt2 draft")

# %%
print(runs)
