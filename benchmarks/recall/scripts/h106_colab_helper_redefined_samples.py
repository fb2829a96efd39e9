# classes: 7 2
"""Colab notebook: `generate_text` is defined in an early cell and redefined in a later cell to
return several candidates; the speculative cell below calls the new definition."""
# %%
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2-medium")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2-medium")
small = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")


# %%
def generate_text(prompt, **extra):
    enc = tokenizer(prompt, return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=8, pad_token_id=tokenizer.eos_token_id, **extra)
    return tokenizer.decode(out[0], skip_special_tokens=True)


print(generate_text("The weather today is"))


# %% [markdown]
# Better: sample three continuations and keep them all.


# %%
def generate_text(prompt, **extra):
    enc = tokenizer(prompt, return_tensors="pt")
    out = model.generate(
        **enc,
        max_new_tokens=8,
        do_sample=True,
        num_return_sequences=3,
        pad_token_id=tokenizer.eos_token_id,
        **extra,
    )
    return tokenizer.batch_decode(out, skip_special_tokens=True)


for candidate in generate_text("The weather today is"):
    print("-", candidate)

# %% with the small model as assistant
for candidate in generate_text("The weather today is", assistant_model=small):
    print("*", candidate)
